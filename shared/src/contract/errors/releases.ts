import { entry, type ApiErrorEntry } from './entry';

export const releaseErrors = {
  // The console's releases (/ops/api/releases, served by deploy/): the owner's mistakes, the CLI's words aside.
  RELEASE_SHARE_INVALID: entry(
    40084,
    '比例須大於 0、不超過 100，最多兩位小數',
    '比例须大于 0、不超过 100，最多两位小数',
    'A share is a percentage above 0 and at most 100, with at most two decimals.',
  ),
  RELEASE_NOT_A_REMOTE: entry(
    40085,
    '此應用程式不是可單獨發布的模組',
    '此应用程序不是可单独发布的模块',
    'This app is not a remote that can be released on its own.',
  ),
  RELEASE_NO_CANARY: entry(40086, '此模組目前沒有試行版本', '此模块目前没有试行版本', 'This remote has no canary in flight.'),
  RELEASE_NOT_LIVE: entry(40087, '此模組尚未上線', '此模块尚未上线', 'This remote is not live yet.'),
  RELEASE_NOTHING_TO_ROLL_BACK: entry(
    40088,
    '此模組沒有更早的版本可以回復',
    '此模块没有更早的版本可以回退',
    'This remote has no earlier version to roll back to.',
  ),
  RELEASE_REFUSED: entry(40089, '目前無法執行此發布操作', '目前无法执行此发布操作', 'This release step cannot be done now.'),
  RELEASE_BUSY: entry(
    40980,
    '另一項發布正在進行，請稍後再試',
    '另一项发布正在进行，请稍后再试',
    'Another release is running: try again in a moment.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
