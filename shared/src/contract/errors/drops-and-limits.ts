import { entry, type ApiErrorEntry } from './entry';

// Drops (the waiting room) and request rate limits.

export const dropAndLimitErrors = {
  // Drops (api modules/drop): a purchase of an item on sale behind a waiting room needs an admitted place's token.
  DROP_NOT_FOUND: entry(40460, '此商品沒有排隊活動', '此商品没有排队活动', 'This item has no queued launch.'),
  DROP_ADMISSION_REQUIRED: entry(
    40360,
    '此商品正在排隊開賣，請先進入排隊頁面，輪到您時再購買',
    '此商品正在排队开卖，请先进入排队页面，轮到您时再购买',
    'This item is on sale through a queue. Please join the queue and buy when it is your turn.',
  ),
  DROP_ADMISSION_INVALID: entry(
    40361,
    '此排隊憑證無效或不屬於您，請回到排隊頁面',
    '此排队凭证无效或不属于您，请回到排队页面',
    'This queue pass is not valid or not yours. Please go back to the queue.',
  ),
  DROP_ADMISSION_EXPIRED: entry(
    40362,
    '您的購買時間已過，名額已讓給下一位，請重新排隊',
    '您的购买时间已过，名额已让给下一位，请重新排队',
    'Your time to buy has passed and your place went to the next shopper. Please queue again.',
  ),
  DROP_ADMISSION_USED: entry(
    40960,
    '此排隊憑證已用於一筆訂單',
    '此排队凭证已用于一笔订单',
    'This queue pass was already used for an order.',
  ),
  DROP_NOT_OPEN: entry(
    40961,
    '排隊尚未開放，請於開放時間再來',
    '排队尚未开放，请于开放时间再来',
    'The queue is not open yet. Please come back when it opens.',
  ),
  DROP_PLACES_LIMIT: entry(
    42960,
    '此網路位址排隊的人數已達上限',
    '此网络地址排队的人数已达上限',
    'Too many places in this queue from your network address.',
  ),
  TOO_MANY_REQUESTS: entry(42901, '請稍後再試', '请稍后再试', 'Please try again later.'),
  DAILY_CODE_LIMIT: entry(
    42902,
    '今日已達上限，請隔天再試',
    '今日已达上限，请隔天再试',
    'The daily limit has been reached, please try again the next day',
  ),
  // Wrong passwords slow down the device that typed them ({seconds}: the answer's Retry-After); nobody is locked out.
  LOGIN_SLOWED: entry(
    42903,
    '此裝置登入失敗次數過多，登入已暫時放慢（帳號並未鎖定），請於 {seconds} 秒後再試',
    '此设备登录失败次数过多，登录已暂时放慢（账号并未锁定），请于 {seconds} 秒后再试',
    'Too many failed sign-ins from this device: sign-in is slowed down, not locked. Please try again in {seconds} seconds.',
  ),
  PROVIDER_UNAVAILABLE: entry(
    50201,
    '第三方服務暫時無法使用，請稍後再試',
    '第三方服务暂时无法使用，请稍后再试',
    'The sign-in provider is unavailable, please try again later.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
