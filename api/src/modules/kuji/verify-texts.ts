import type { Locale } from '../../platform/locale';

// What `npm run kuji:verify` says, in the shop's three languages.

export interface VerifyTexts {
  heading(kujiId: number, title: string, tickets: number, algorithm: string): string;
  board(ok: boolean): string;
  ticketListHash(ok: boolean, hash: string): string;
  sealed(seedHash: string): string;
  seedHash(ok: boolean): string;
  boxOrder(ok: boolean, tickets: number, position: number | null): string;
  draws(ok: boolean, count: number, position: number | null): string;
  remaining(ok: boolean, drawn: number): string;
  fair: string;
  unfair: string;
}

const tw: VerifyTexts = {
  heading: (id, title, n, algorithm) => `一番賞 ${id}：${title}，共 ${n} 張籤，演算法 ${algorithm}`,
  board: (ok) => (ok ? '籤券清單與賞品表各賞的數量相符' : '籤券清單與賞品表各賞的數量不符'),
  ticketListHash: (ok, hash) => (ok ? `籤券清單的雜湊與公布的相符（${hash}）` : `籤券清單的雜湊與公布的不符（${hash}）`),
  sealed: (hash) => `籤箱尚未揭曉：所有籤抽完或活動結束後才會公布種子（種子雜湊 ${hash}）。屆時再執行一次即可驗證整箱籤的順序。`,
  seedHash: (ok) => (ok ? '種子的雜湊與開賣前公布的相符' : '種子的雜湊與開賣前公布的不符'),
  boxOrder: (ok, n, at) =>
    ok ? `以種子洗牌得出的順序與公布的籤箱順序完全相同（${n} 張）` : `公布的籤箱順序在第 ${at} 張與種子洗牌的結果不同`,
  draws: (ok, n, at) => (ok ? `您抽到的 ${n} 張籤都在籤箱順序中的對應位置` : `您抽到的第 ${at} 號籤與籤箱順序不符`),
  remaining: (ok, drawn) =>
    ok ? `賞品表的剩餘數量正是籤箱中第 ${drawn} 張之後的籤` : '賞品表的剩餘數量與籤箱中尚未抽出的籤不符',
  fair: '結果：公平。',
  unfair: '結果：驗證失敗。',
};

const cn: VerifyTexts = {
  heading: (id, title, n, algorithm) => `一番赏 ${id}：${title}，共 ${n} 张签，算法 ${algorithm}`,
  board: (ok) => (ok ? '签券清单与赏品表各赏的数量相符' : '签券清单与赏品表各赏的数量不符'),
  ticketListHash: (ok, hash) => (ok ? `签券清单的哈希与公布的相符（${hash}）` : `签券清单的哈希与公布的不符（${hash}）`),
  sealed: (hash) => `签箱尚未揭晓：所有签抽完或活动结束后才会公布种子（种子哈希 ${hash}）。届时再运行一次即可验证整箱签的顺序。`,
  seedHash: (ok) => (ok ? '种子的哈希与开卖前公布的相符' : '种子的哈希与开卖前公布的不符'),
  boxOrder: (ok, n, at) =>
    ok ? `以种子洗牌得出的顺序与公布的签箱顺序完全相同（${n} 张）` : `公布的签箱顺序在第 ${at} 张与种子洗牌的结果不同`,
  draws: (ok, n, at) => (ok ? `您抽到的 ${n} 张签都在签箱顺序中的对应位置` : `您抽到的第 ${at} 号签与签箱顺序不符`),
  remaining: (ok, drawn) =>
    ok ? `赏品表的剩余数量正是签箱中第 ${drawn} 张之后的签` : '赏品表的剩余数量与签箱中尚未抽出的签不符',
  fair: '结果：公平。',
  unfair: '结果：验证失败。',
};

const en: VerifyTexts = {
  heading: (id, title, n, algorithm) => `Kuji ${id}: ${title}, ${n} tickets, algorithm ${algorithm}`,
  board: (ok) =>
    ok ? "the ticket list holds each tier's count on the board" : "the ticket list does not hold each tier's count on the board",
  ticketListHash: (ok, hash) =>
    ok ? `the ticket list matches its published hash (${hash})` : `the ticket list does not match its published hash (${hash})`,
  sealed: (hash) =>
    `The box is not revealed yet: its seed is published once every ticket is drawn or the campaign has ended (seed hash ${hash}). Run this again then to verify the whole box.`,
  seedHash: (ok) =>
    ok ? 'the seed matches the hash published before the first sale' : 'the seed does not match its published hash',
  boxOrder: (ok, n, at) =>
    ok
      ? `the seed shuffles the ticket list into exactly the published box order (${n} tickets)`
      : `the published box order differs from the seed's shuffle at ticket ${at}`,
  draws: (ok, n, at) =>
    ok
      ? `your ${n} drawn tickets are the ones at their positions in the box`
      : `your ticket at position ${at} is not the one in the box`,
  remaining: (ok, drawn) =>
    ok
      ? `the board's remaining tickets are the box after its first ${drawn} tickets`
      : "the board's remaining tickets are not the undrawn tickets of the box",
  fair: 'Result: fair.',
  unfair: 'Result: verification failed.',
};

export const verifyTexts: Record<Locale, VerifyTexts> = { tw, cn, en };
