import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import { Button } from '@shop/shared/ui';
import { getKujiList } from '../../api/kuji';
import { idFrom } from '../../lib/ids';
import { ns } from '../../namespace';
import { parseDraws, type DrawnTicket } from './parseDraws';
import { useVerification } from './useVerification';
import { VerificationResult } from './VerificationResult';
import * as styles from './verifier.module.css';

/** Campaigns the picker offers: the API's largest page. */
const pickerSize = 100;

/**
 * The fairness verifier: pick a campaign (or open `?kuji=<id>`), and the browser fetches what the campaign
 * published and re-runs every check itself. A member may add their own draws (or come with `&draws=12:A,13:D`
 * from an order) to see they are the tickets at those positions of the box; a v2 order's link brings `&order=41`.
 */
export function Verifier() {
  const { t } = useTranslation(ns);
  const [params, setParams] = useSearchParams();
  const kujiId = idFrom(params.get('kuji'));
  const campaigns = usePageData('verifier-campaigns', () => getKujiList({ page_size: pickerSize }, { noGlobalError: true }));
  // A link from an order (`draws=12:A,13:D`) fills in the member's draws and checks them at once.
  const [linked] = useState(() => {
    const text = (params.get('draws') ?? '').split(',').join('\n');
    return { text, ...parseDraws(text) };
  });
  const [drawsText, setDrawsText] = useState(linked.text);
  const [draws, setDraws] = useState<DrawnTicket[]>(linked.draws ?? []);
  const [badLine, setBadLine] = useState<number | null>(linked.badLine);
  const [run, setRun] = useState(0);
  // A v2 order's link (`order=41`): the verifier finds that order in the campaign's record and says how it fared.
  const orderId = idFrom(params.get('order'));
  const state = useVerification(kujiId, draws, orderId, run);
  const selectId = useId();
  const drawsId = useId();
  const hintId = useId();
  const errorId = useId();

  const listed = campaigns.data?.data ?? [];
  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('kuji', value);
    else next.delete('kuji');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDraws(drawsText);
    setBadLine(parsed.badLine);
    if (parsed.draws === null) return;
    setDraws(parsed.draws);
    setRun((value) => value + 1);
  };

  return (
    <div className={styles.verifier} data-testid="verifier">
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={selectId}>{t('verifier.campaign')}</label>
          <select id={selectId} value={kujiId ?? ''} onChange={(event) => choose(event.target.value)}>
            <option value="" disabled>
              {t('verifier.choose')}
            </option>
            {kujiId !== null && !listed.some((kuji) => kuji.kuji_id === kujiId) && (
              <option value={kujiId}>{t('verifier.campaignNumber', { id: kujiId })}</option>
            )}
            {listed.map((kuji) => (
              <option key={kuji.kuji_id} value={kuji.kuji_id}>
                {`${kuji.title} · ${t(`status.${kuji.status}`)}`}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={drawsId}>{t('verifier.draws')}</label>
          <textarea
            id={drawsId}
            rows={3}
            value={drawsText}
            placeholder={t('verifier.drawsExample')}
            aria-describedby={badLine === null ? hintId : `${errorId} ${hintId}`}
            aria-invalid={badLine !== null}
            onChange={(event) => setDrawsText(event.target.value)}
          />
          {badLine !== null && (
            <p id={errorId} className={styles.error} role="alert">
              {t('verifier.badLine', { line: badLine })}
            </p>
          )}
          <p id={hintId} className={styles.hint}>
            {t('verifier.drawsHint')}
          </p>
        </div>
        <Button type="submit" variant="primary" disabled={kujiId === null} busy={state.step === 'checking'}>
          {t('verifier.check')}
        </Button>
      </form>
      {/* One live region for every outcome, there before any of them, so each is announced. */}
      <div aria-live="polite">
        <VerificationResult state={state} />
      </div>
    </div>
  );
}
