import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DropKind, DropPlace } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { Button, buttonClassName, PageTitle, ShopImage, Skeleton } from '@shop/shared/ui';
import { formatCountdown, onDeviceClock, secondsLeft, serverOffset, useNow } from './clock';
import { dropNamespace } from './namespace';
import { useWaitingRoom } from './useWaitingRoom';
import { WaitFigures } from './WaitFigures';
import * as styles from './waiting-room.module.css';

export interface WaitingRoomProps {
  kind: DropKind;
  targetId: number;
  /** What is being queued for: its name and picture, as its page shows them. */
  item: { title: string; image: string };
  /** The item's page: the way back, and where the admitted shopper buys (its buttons send the admission) unless `buy`. */
  itemPath: string;
  /**
   * Where the admitted shopper's Buy now goes instead of the item's page, and what it `chooses` on the way: a
   * product's checkout with the product selected (the checkout sends the admission), as its page's Buy now does.
   */
  buy?: { to: string; choose: () => void };
}

/**
 * A drop's waiting page (the owning remote's route): the shopper's place as it changes, pushed by the API, and what
 * to do in each state. Position and wait come first and large: a shopper glances at it from another tab.
 */
export function WaitingRoom({ kind, targetId, item, itemPath, buy }: WaitingRoomProps) {
  const { t } = useTranslation(dropNamespace);
  const room = useWaitingRoom(kind, targetId);
  const now = useNow(room.view === 'place' || room.view === 'not_open');
  const state = room.view === 'place' ? room.place.state : room.view;

  const toItem = (primary: boolean) =>
    primary ? (
      <Link to={buy?.to ?? itemPath} onClick={buy?.choose} className={buttonClassName({ variant: 'primary', block: true })}>
        {t('room.admitted.buy')}
      </Link>
    ) : (
      <Link to={itemPath} className={buttonClassName({ variant: 'secondary', block: true })}>
        {t('room.toItem')}
      </Link>
    );

  let body: React.ReactNode = null;
  if (room.view === 'not_open') {
    const opens = onDeviceClock(room.drop.opens_at, serverOffset(room.drop));
    body = (
      <>
        <StateText state="not_open" body={t('room.not_open.body', { time: formatDate(room.drop.opens_at, true) })} />
        {now !== null && <Countdown label={t('room.not_open.countdown')} seconds={secondsLeft(opens, now)} />}
        {toItem(false)}
      </>
    );
  } else if (room.view === 'place') {
    body = <PlaceView place={room.place} now={now} busy={room.busy} requeue={room.requeue} toItem={toItem} />;
  } else if (room.view === 'no_drop') {
    body = (
      <>
        <StateText state="noDrop" body={t('room.noDrop.body')} />
        {toItem(false)}
      </>
    );
  } else if (room.view === 'error') {
    body = (
      <div role="alert" className={styles.state}>
        <h2>{t('room.failed')}</h2>
        <p>{room.message}</p>
        <Button onClick={room.retry}>{t('room.retry')}</Button>
      </div>
    );
  }

  return (
    <article className={styles.room} data-testid="waiting-room" data-state={state} aria-busy={room.view === 'loading'}>
      <header className={styles.item}>
        <ShopImage className={styles.thumb} src={item.image} alt="" width={64} height={64} />
        <div>
          <PageTitle className={styles.heading}>{t('room.heading')}</PageTitle>
          <Link to={itemPath} className={styles.itemName}>
            {item.title}
          </Link>
        </div>
      </header>
      {body}
    </article>
  );
}

function PlaceView({
  place,
  now,
  busy,
  requeue,
  toItem,
}: {
  place: DropPlace;
  now: number | null;
  busy: boolean;
  requeue: () => void;
  toItem: (primary: boolean) => React.ReactNode;
}) {
  const { t } = useTranslation(dropNamespace);
  const offset = serverOffset(place.drop);
  const until = (iso: string | null) => (iso && now !== null ? secondsLeft(onDeviceClock(iso, offset), now) : null);
  const again = (
    <Button variant="primary" block busy={busy} onClick={requeue}>
      {t('room.again')}
    </Button>
  );

  switch (place.state) {
    case 'early':
    case 'waiting': {
      const toStart = place.state === 'early' ? until(place.drop.starts_at) : null;
      return (
        <>
          <StateText state={place.state} body={place.state === 'early' ? t('room.early.body') : undefined} />
          {toStart !== null && <Countdown label={t('room.early.countdown')} seconds={toStart} />}
          <WaitFigures place={place} />
          <p className={styles.keepOpen}>{t('room.keepOpen')}</p>
        </>
      );
    }
    case 'admitted': {
      const left = until(place.admitted_until);
      return (
        <>
          <StateText state="admitted" body={t('room.admitted.body')} />
          {left !== null && <Countdown label={t('room.admitted.countdown')} seconds={left} urgent />}
          {toItem(true)}
        </>
      );
    }
    case 'used':
    case 'lapsed':
      return (
        <>
          <StateText state={place.state} body={t(`room.${place.state}.body`)} />
          {again}
          {toItem(false)}
        </>
      );
    case 'sold_out':
      return (
        <>
          <StateText state="sold_out" body={t('room.sold_out.body')} />
          {toItem(false)}
        </>
      );
  }
}

/** The state's name and what it means: announced when it changes (a position's every step is not). */
function StateText({ state, body }: { state: string; body?: string }) {
  const { t } = useTranslation(dropNamespace);
  return (
    <div className={styles.state} aria-live="polite" data-testid="room-state">
      <h2>{t(`room.${state}.title`)}</h2>
      {body && <p>{body}</p>}
    </div>
  );
}

function Countdown({ label, seconds, urgent = false }: { label: string; seconds: number; urgent?: boolean }) {
  return (
    <p className={urgent ? `${styles.countdown} ${styles.urgent}` : styles.countdown}>
      <span>{label}</span>
      <span role="timer" className={styles.time} data-testid="countdown">
        {formatCountdown(seconds)}
      </span>
    </p>
  );
}

/** The waiting page in grey while the item it queues for loads. */
export function WaitingRoomSkeleton() {
  return (
    <div className={styles.room} aria-busy="true" data-testid="waiting-skeleton">
      <div className={styles.item}>
        <Skeleton className={styles.thumb} />
        <Skeleton shape="line" short />
      </div>
      <Skeleton className={styles.stateSkeleton} />
    </div>
  );
}
