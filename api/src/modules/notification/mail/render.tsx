import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import { Text } from '@react-email/text';
import { formatTwd } from '@shop/shared/format';
import type { Locale } from '../../../platform/locale';
import type { Mail } from '../../../providers/mail';
import type { DeliveredNotice, NoticeItem } from '../notices';
import { Fact, MailLayout } from './layout';
import { mailTexts } from './texts';

// One mail per notice: the subject, then the same content as HTML (the shop's look) and as plain text.

/** React Email's own HTML-to-text conversion, compiled once (its `toPlainText` compiles it again for every mail). */
const toPlainText = compile({ wordwrap: false, selectors: plainTextSelectors });

const timeZone = 'Asia/Taipei';
const dateLocale: Record<Locale, string> = { tw: 'zh-TW', cn: 'zh-CN', en: 'en-GB' };

/** A moment as the shopper reads it: Taiwan's time, in their language, with the zone named. */
const when = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(dateLocale[locale], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));

function Items({ items, locale }: { items: NoticeItem[]; locale: Locale }) {
  const t = mailTexts[locale];
  return (
    <>
      <Text style={{ margin: '12px 0 4px', fontWeight: 600 }}>{t.items}</Text>
      {items.map((item, i) => (
        <Text key={i} style={{ margin: '2px 0' }}>
          {item.name} — {t.each(formatTwd(item.unitPrice), item.amount)}
        </Text>
      ))}
    </>
  );
}

function Body({ notice, locale }: { notice: DeliveredNotice; locale: Locale }) {
  const t = mailTexts[locale];
  const lead =
    notice.event === 'order.canceled'
      ? t.reasons[notice.reason]
      : notice.event === 'order.refunded' && notice.latePayment
        ? t.latePaymentRefunded
        : notice.event === 'kuji_order.paid' && notice.prizes.length > 0
          ? t.events[notice.event].leadDrawn
          : t.events[notice.event].lead;
  return (
    <>
      <Text>{lead}</Text>
      {notice.event === 'account.password_changed' ? (
        <Text>{t.events[notice.event].when(when(notice.at, locale))}</Text>
      ) : notice.event === 'product.back_in_stock' ? (
        <Fact locale={locale} label={t.price} value={`${notice.product} · ${formatTwd(notice.price)}`} />
      ) : notice.event === 'prize_box.reminder' ? (
        <Fact locale={locale} label={t.prizes} value={t.waiting(notice.count)} />
      ) : notice.event === 'prize_box.shipped' ? (
        <>
          <Fact locale={locale} label={t.shipmentNumber} value={notice.orderNumber} />
          <Fact locale={locale} label={t.shippingFee} value={formatTwd(notice.total)} />
          {notice.carrier && <Fact locale={locale} label={t.carrier} value={notice.carrier} />}
          {notice.trackingCode && <Fact locale={locale} label={t.tracking} value={notice.trackingCode} />}
          <Text style={{ margin: '12px 0 4px', fontWeight: 600 }}>{t.prizes}</Text>
          {notice.prizes.map((name, i) => (
            <Text key={i} style={{ margin: '2px 0' }}>
              {name}
            </Text>
          ))}
        </>
      ) : (
        <>
          <Fact locale={locale} label={t.orderNumber} value={notice.orderNumber} />
          <Fact locale={locale} label={t.total} value={formatTwd(notice.total)} />
          {'campaign' in notice && (
            <Fact locale={locale} label={t.campaign} value={`${notice.campaign} · ${t.draws(notice.draws)}`} />
          )}
          {notice.event === 'order.shipped' && notice.carrier && (
            <Fact locale={locale} label={t.carrier} value={notice.carrier} />
          )}
          {(notice.event === 'order.shipped' || notice.event === 'kuji_order.prizes_shipped') && notice.trackingCode && (
            <Fact locale={locale} label={t.tracking} value={notice.trackingCode} />
          )}
          {(notice.event === 'order.refunded' ||
            notice.event === 'kuji_order.refunded' ||
            notice.event === 'prize_box.refunded') && (
            <Fact locale={locale} label={t.refundAmount} value={formatTwd(notice.amount)} />
          )}
          {notice.event === 'order.placed' && <Text>{t.payBy(when(notice.payBy, locale))}</Text>}
          {'items' in notice && <Items items={notice.items} locale={locale} />}
          {'prizes' in notice && notice.prizes.length > 0 && (
            <>
              {notice.round !== null && <Text>{t.round(notice.round)}</Text>}
              <Text style={{ margin: '12px 0 4px', fontWeight: 600 }}>{t.won}</Text>
              {notice.prizes.map((name, i) => (
                <Text key={i} style={{ margin: '2px 0' }}>
                  {name}
                </Text>
              ))}
            </>
          )}
        </>
      )}
    </>
  );
}

/** The mail of a notice to `to`, in `locale`. */
export async function renderNotice(notice: DeliveredNotice, locale: Locale, to: string): Promise<Mail> {
  const t = mailTexts[locale];
  const texts = t.events[notice.event];
  const subject = texts.subject(
    notice.event === 'account.password_changed'
      ? ''
      : notice.event === 'product.back_in_stock'
        ? notice.product
        : notice.event === 'prize_box.reminder'
          ? String(notice.count)
          : notice.orderNumber,
  );
  const action =
    notice.event === 'account.password_changed'
      ? t.reset
      : notice.event === 'product.back_in_stock'
        ? t.viewProduct
        : notice.event.startsWith('prize_box.')
          ? t.viewPrizeBox
          : t.view;
  const element = (
    <MailLayout locale={locale} preview={subject} heading={texts.heading} action={{ href: notice.link, label: action }}>
      <Body notice={notice} locale={locale} />
    </MailLayout>
  );
  // Rendered once: the plain text is the HTML's text, as React Email's `plainText` makes it from a second render.
  const html = await render(element);
  return { to, subject, html, text: toPlainText(html) };
}
