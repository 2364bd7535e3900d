import type { Locale } from '../../platform/locale';

// What `npm run kuji:verify` says of a beacon-drawn (v2) campaign, in the shop's three languages.

export interface RecordTexts {
  heading(kujiId: number, title: string, tickets: number, algorithm: string): string;
  board(ok: boolean): string;
  ticketListHash(ok: boolean, hash: string): string;
  chain(hash: string, leagueOfEntropy: boolean): string;
  sequence(ok: boolean, places: number, place: number | null): string;
  signatures(ok: boolean, rounds: number, place: number | null): string;
  picks(ok: boolean, tickets: number, place: number | null): string;
  lastOne(ok: boolean, place: number | null): string;
  waiting(places: number): string;
  mine(ok: boolean, orderId: number, place: number | null, round: number | null): string;
  remaining(ok: boolean): string;
  fair: string;
  unfair: string;
}

const tw: RecordTexts = {
  heading: (id, title, n, algorithm) => `一番賞 ${id}：${title}，共 ${n} 張籤，演算法 ${algorithm}`,
  board: (ok) => (ok ? '籤券清單與賞品表各賞的數量相符' : '籤券清單與賞品表各賞的數量不符'),
  ticketListHash: (ok, hash) => (ok ? `籤券清單的雜湊與開賣前公布的相符（${hash}）` : `籤券清單與開賣前公布的不符（${hash}）`),
  chain: (hash, loe) =>
    `  隨機信標：${loe ? 'League of Entropy 的 drand quicknet' : '本店的本機測試信標（非公開網路）'}（鏈雜湊 ${hash}）`,
  sequence: (ok, n, at) => (ok ? `${n} 筆已付款訂單依序排位，每筆的回合都在付款之後` : `第 ${at} 位的順序或回合不符規則`),
  signatures: (ok, n, at) => (ok ? `${n} 個信標回合的簽章都通過公鑰驗證` : `第 ${at} 位的回合簽章驗證失敗`),
  picks: (ok, n, at) => (ok ? `由回合亂數重新推算的 ${n} 張籤與公布的完全相同` : `第 ${at} 位的籤與回合亂數推算的結果不同`),
  lastOne: (ok, at) => (ok ? '最後賞歸於抽走最後一張籤的訂單' : `最後賞的歸屬不符（第 ${at} 位）`),
  waiting: (n) => `  尚有 ${n} 筆訂單在等待其回合公布`,
  mine: (ok, id, place, round) =>
    ok ? `您的訂單 ${id}（第 ${place} 位，回合 ${round}）的籤已重新推算無誤` : `您的訂單 ${id} 的籤與公布的紀錄不符`,
  remaining: (ok) => (ok ? '賞品表的剩餘數量正是尚未抽出的籤' : '賞品表的剩餘數量與尚未抽出的籤不符'),
  fair: '結果：公平。',
  unfair: '結果：驗證失敗。',
};

const cn: RecordTexts = {
  heading: (id, title, n, algorithm) => `一番赏 ${id}：${title}，共 ${n} 张签，算法 ${algorithm}`,
  board: (ok) => (ok ? '签券清单与赏品表各赏的数量相符' : '签券清单与赏品表各赏的数量不符'),
  ticketListHash: (ok, hash) => (ok ? `签券清单的哈希与开卖前公布的相符（${hash}）` : `签券清单与开卖前公布的不符（${hash}）`),
  chain: (hash, loe) =>
    `  随机信标：${loe ? 'League of Entropy 的 drand quicknet' : '本店的本机测试信标（非公开网络）'}（链哈希 ${hash}）`,
  sequence: (ok, n, at) => (ok ? `${n} 笔已付款订单依序排位，每笔的轮次都在付款之后` : `第 ${at} 位的顺序或轮次不符规则`),
  signatures: (ok, n, at) => (ok ? `${n} 个信标轮次的签名都通过公钥验证` : `第 ${at} 位的轮次签名验证失败`),
  picks: (ok, n, at) => (ok ? `由轮次随机数重新推算的 ${n} 张签与公布的完全相同` : `第 ${at} 位的签与轮次随机数推算的结果不同`),
  lastOne: (ok, at) => (ok ? '最后赏归于抽走最后一张签的订单' : `最后赏的归属不符（第 ${at} 位）`),
  waiting: (n) => `  尚有 ${n} 笔订单在等待其轮次公布`,
  mine: (ok, id, place, round) =>
    ok ? `您的订单 ${id}（第 ${place} 位，轮次 ${round}）的签已重新推算无误` : `您的订单 ${id} 的签与公布的记录不符`,
  remaining: (ok) => (ok ? '赏品表的剩余数量正是尚未抽出的签' : '赏品表的剩余数量与尚未抽出的签不符'),
  fair: '结果：公平。',
  unfair: '结果：验证失败。',
};

const en: RecordTexts = {
  heading: (id, title, n, algorithm) => `Kuji ${id}: ${title}, ${n} tickets, algorithm ${algorithm}`,
  board: (ok) =>
    ok ? "the ticket list holds each tier's count on the board" : "the ticket list does not hold each tier's count on the board",
  ticketListHash: (ok, hash) =>
    ok
      ? `the ticket list matches the hash published before the first sale (${hash})`
      : `the ticket list does not match the hash published before the first sale (${hash})`,
  chain: (hash, loe) =>
    `  beacon: ${loe ? "the League of Entropy's drand quicknet" : "the shop's local test beacon (not a public network)"} (chain ${hash})`,
  sequence: (ok, n, at) =>
    ok
      ? `${n} paid orders in sequence, each bound to a round after its payment`
      : `place ${at} breaks the sequence or its round rule`,
  signatures: (ok, n, at) =>
    ok ? `${n} beacon rounds' signatures verify under the chain's key` : `the round of place ${at} does not verify`,
  picks: (ok, n, at) =>
    ok
      ? `${n} tickets re-derived from the rounds' randomness, exactly as published`
      : `the tickets of place ${at} are not what its round gives`,
  lastOne: (ok, at) =>
    ok ? 'the Last One went to the order that took the final ticket' : `the Last One is misplaced (place ${at})`,
  waiting: (n) => `  ${n} paid orders still wait for their rounds`,
  mine: (ok, id, place, round) =>
    ok
      ? `your order ${id} (place ${place}, round ${round}): its tickets re-derive exactly`
      : `your order ${id}: its tickets are not the ones in the published record`,
  remaining: (ok) =>
    ok ? "the board's remaining tickets are exactly those not picked" : "the board's remaining tickets are not those not picked",
  fair: 'Result: fair.',
  unfair: 'Result: verification failed.',
};

export const recordTexts: Record<Locale, RecordTexts> = { tw, cn, en };
