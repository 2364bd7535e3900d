import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/shared/contract';
import { Button } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { useCancelOrder } from './useCancelOrder';

/** Cancel beside Pay again on an unpaid order's record; the record is read again afterwards. */
export function CancelOrderButton({
  order,
  token,
  onChanged,
}: {
  order: OrderDetail;
  token: string | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation(ns);
  const { busy, cancel } = useCancelOrder(token, onChanged, onChanged);
  return (
    <Button busy={busy} onClick={() => void cancel(order)} data-testid="cancel-order">
      {t('pending.cancel')}
    </Button>
  );
}
