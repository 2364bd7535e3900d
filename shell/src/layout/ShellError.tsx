import { useRouteError } from 'react-router';
import { Button, NoticePage } from '@shop/shared/ui';

/**
 * Last resort when the shell itself fails to render. It cannot rely on i18n having loaded, so it
 * speaks all three languages at once.
 */
export function ShellError() {
  console.error('The shop failed to render.', useRouteError());
  return (
    <NoticePage
      title="發生錯誤，請稍候再試 · 发生错误，请稍候再试 · Something went wrong"
      role="alert"
      actions={
        <Button variant="primary" onClick={() => window.location.reload()}>
          重新整理 · 刷新 · Reload
        </Button>
      }
    />
  );
}
