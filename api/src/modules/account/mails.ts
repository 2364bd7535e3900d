import type { Mail } from '../../providers/mail';
import type { Locale } from '../../platform/locale';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const texts = {
  code: {
    tw: { subject: '您的驗證碼', line: (c: string) => `您的驗證碼是 ${c}，10 分鐘內有效。` },
    cn: { subject: '您的验证码', line: (c: string) => `您的验证码是 ${c}，10 分钟内有效。` },
    en: { subject: 'Your verification code', line: (c: string) => `Your verification code is ${c}. It expires in 10 minutes.` },
  },
  reset: {
    tw: { subject: '重設密碼', line: '請點擊以下連結重設密碼（30 分鐘內有效，僅能使用一次）：' },
    cn: { subject: '重设密码', line: '请点击以下链接重设密码（30 分钟内有效，仅能使用一次）：' },
    en: { subject: 'Reset your password', line: 'Open this link to reset your password (valid for 30 minutes, once):' },
  },
} as const;

export function codeMail(to: string, code: string, locale: Locale): Mail {
  const t = texts.code[locale];
  return {
    to,
    subject: t.subject,
    text: t.line(code),
    html: `<p>${esc(t.line(code))}</p><p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p>`,
  };
}

export function resetMail(to: string, link: string, locale: Locale): Mail {
  const t = texts.reset[locale];
  return {
    to,
    subject: t.subject,
    text: `${t.line}\n${link}`,
    html: `<p>${esc(t.line)}</p><p><a href="${esc(link)}">${esc(link)}</a></p>`,
  };
}
