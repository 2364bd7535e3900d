import { entry, type ApiErrorEntry } from './entry';

// The console's catalogue: products, categories, themes, articles, banners.

export const consoleCatalogueErrors = {
  PICTURE_NOT_IN_STORAGE: entry(
    40090,
    '圖片必須是上傳至本店儲存空間 catalogue/ 的檔案',
    '图片必须是上传至本店存储空间 catalogue/ 的文件',
    "A picture must be a file uploaded to the shop's storage under catalogue/.",
  ),
  CATALOGUE_REFERENCE_INVALID: entry(
    40091,
    '指定的分類、主題、款式或加購商品不存在',
    '指定的分类、主题、款式或加购商品不存在',
    'A category, theme, design or set item given does not exist.',
  ),
  ADMIN_PRODUCT_NOT_FOUND: entry(40450, '找不到此商品', '找不到此商品', 'This product was not found.'),
  ADMIN_CATALOGUE_ENTRY_NOT_FOUND: entry(
    40451,
    '找不到此分類、主題、文章或橫幅',
    '找不到此分类、主题、文章或横幅',
    'This category, theme, article or banner was not found.',
  ),
  PRODUCT_SKU_TAKEN: entry(40930, '此商品編號已被使用', '此商品编号已被使用', 'This SKU is already in use.'),
  STOCK_CHANGE_REFUSED: entry(
    40931,
    '庫存不可低於零；有尺寸的商品請調整各尺寸的庫存',
    '库存不可低于零；有尺寸的商品请调整各尺寸的库存',
    'Stock cannot go below zero; a design sold in sizes is stocked through its sizes.',
  ),
  CATALOGUE_ENTRY_IN_USE: entry(
    40932,
    '仍有商品使用此分類或主題，無法刪除',
    '仍有商品使用此分类或主题，无法删除',
    'Products still use this category or theme: it cannot be removed.',
  ),
} as const satisfies Record<string, ApiErrorEntry>;
