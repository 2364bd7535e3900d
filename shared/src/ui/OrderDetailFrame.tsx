import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from './buttonClassName';
import { ErrorState } from './ListStatus';
import { NoticePage } from './NoticePage';
import { RecordPage } from './RecordPage';
import { Skeleton } from './Skeleton';

export interface OrderDetailFrameProps {
  /** The page's h1 while there is no record to show. */
  title: string;
  /** The address names no order, or not one this reader may see. */
  unknown: boolean;
  /** Loading failed for another reason: offered again with `onRetry`. */
  failed: boolean;
  onRetry: () => void;
  /** What the unknown order's notice says, and the list of orders it leads back to. */
  unknownText: string;
  ordersLink: { to: string; label: string };
  /** The box of the loaded record, so nothing moves when it arrives. */
  skeletonClassName: string;
  /** The order's record once loaded; null while it loads. */
  record: ReactNode;
}

/**
 * The frame of an order's page (a shop order, a kuji order): not found, failed, loading, then the record. The
 * page loads the order itself and passes what it has.
 */
export function OrderDetailFrame(props: OrderDetailFrameProps) {
  const { title, unknown, failed, onRetry, unknownText, ordersLink, skeletonClassName, record } = props;
  if (unknown)
    return (
      <NoticePage
        title={title}
        data-testid="order-unknown"
        actions={
          <Link to={ordersLink.to} className={buttonClassName({ variant: 'primary' })}>
            {ordersLink.label}
          </Link>
        }
      >
        <p>{unknownText}</p>
      </NoticePage>
    );
  if (failed) return <ErrorState onRetry={onRetry} />;
  if (record === null)
    return (
      <RecordPage title={title} aria-busy="true" data-testid="order-loading">
        <Skeleton className={skeletonClassName} />
      </RecordPage>
    );
  return record;
}
