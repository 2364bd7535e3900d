import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { Locale } from '../../../platform/locale';
import { mailTexts } from './texts';

// The shop's look in a mail: its name on the brand colour, one heading, the body, one button, a quiet footer. Styles
// are inline (mail clients drop style sheets); the colours are the site's tokens (shared/src/ui/tokens.css).

const brand = '#c8102e';
const muted = '#6b7280';
const htmlLang: Record<Locale, string> = { tw: 'zh-Hant-TW', cn: 'zh-Hans-CN', en: 'en' };

export function MailLayout(props: {
  locale: Locale;
  preview: string;
  heading: string;
  children: ReactNode;
  action: { href: string; label: string };
}) {
  const t = mailTexts[props.locale];
  return (
    <Html lang={htmlLang[props.locale]}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: '#f5f5f4', fontFamily: 'system-ui, sans-serif', color: '#1f2937' }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', backgroundColor: '#ffffff' }}>
          <Section style={{ backgroundColor: brand, padding: '16px 24px' }}>
            <Text style={{ margin: 0, color: '#ffffff', fontSize: '18px', fontWeight: 700 }}>{t.shop}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 24px' }}>
            <Heading as="h1" style={{ fontSize: '22px', margin: '16px 0 8px' }}>
              {props.heading}
            </Heading>
            {props.children}
            <Button
              href={props.action.href}
              style={{
                backgroundColor: brand,
                color: '#ffffff',
                borderRadius: '6px',
                padding: '12px 20px',
                fontWeight: 600,
                marginTop: '16px',
              }}
            >
              {props.action.label}
            </Button>
          </Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: 0 }} />
          <Section style={{ padding: '12px 24px' }}>
            <Text style={{ margin: 0, fontSize: '12px', color: muted }}>{t.footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A label and its value on one line (order number, total, carrier…). */
export function Fact({ locale, label, value }: { locale: Locale; label: string; value: string }) {
  return (
    <Text style={{ margin: '4px 0' }}>
      <span style={{ color: muted }}>
        {label}
        {mailTexts[locale].colon}
      </span>
      <strong>{value}</strong>
    </Text>
  );
}
