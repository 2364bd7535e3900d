/** What became of an operator's action: the API's refusal read out at once (alert), or what was done (status). */
import * as styles from './console.module.css';

export function Outcome({ refusal, done }: { refusal?: string; done?: string }) {
  if (!refusal && !done) return null;
  return (
    <p className={refusal ? styles.notice : styles.done} role={refusal ? 'alert' : 'status'}>
      {refusal ?? done}
    </p>
  );
}
