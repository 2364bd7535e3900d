import { entry, type ApiErrorEntry } from './entry';

// The API's Firebase Storage stand-in (avatars, the console's pictures).

export const storageErrors = {
  // Avatar storage (the API's Firebase Storage stand-in, /v0): the status is what the Storage SDK maps to its
  // codes (401 storage/unauthenticated, 402 storage/quota-exceeded, 403 storage/unauthorized, 404 not found).
  STORAGE_UNAUTHENTICATED: entry(40130, '請先登入，再上傳檔案', '请先登录，再上传文件', 'Please sign in to upload files.'),
  STORAGE_TOO_LARGE: entry(40230, '檔案不可超過 5 MB', '文件不可超过 5 MB', 'The file must not be larger than 5 MB.'),
  STORAGE_QUOTA: entry(40231, '您的檔案數量已達上限', '您的文件数量已达上限', 'You have reached the limit of stored files.'),
  STORAGE_DENIED: entry(40330, '您沒有權限存取此檔案', '您没有权限访问此文件', 'You do not have permission to access this file.'),
  STORAGE_NOT_IMAGE: entry(
    40331,
    '僅能上傳 JPEG、PNG、WebP 或 GIF 圖片',
    '仅能上传 JPEG、PNG、WebP 或 GIF 图片',
    'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  ),
  STORAGE_NOT_FOUND: entry(40430, '找不到此檔案', '找不到此文件', 'The file was not found.'),
  STORAGE_UPLOAD_EXPIRED: entry(
    40431,
    '上傳已逾時，請重新上傳',
    '上传已超时，请重新上传',
    'The upload has expired, please upload again.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
