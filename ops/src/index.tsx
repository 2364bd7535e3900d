/** The console's entry: the shop's tokens and base rules, its texts, then its router. */
import '@shop/shared/ui/tokens.css';
import '@shop/shared/ui/base.css';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { startI18n } from './i18n/i18n';
import { createConsoleRouter } from './router';

void startI18n().then(() => {
  createRoot(document.getElementById('root')!).render(<RouterProvider router={createConsoleRouter()} />);
});
