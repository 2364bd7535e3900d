// Vocabulary of the demo catalogue, in tw / cn / en. Franchises are invented.
import type { ProductSubject } from '../../seed-pictures';

export type T3 = [tw: string, cn: string, en: string];

/** A kind of product and what its description says about it (material, size, what comes with it). */
export interface ProductType {
  name: T3;
  min: number;
  max: number;
  about: T3;
  /** Sold in sizes: each size is a product of its own (docs/decisions/010-product-variants.md). */
  sized?: boolean;
}

const figureAbout: T3 = [
  '細緻塗裝，附專屬底座，適合收藏與展示。',
  '细致涂装，附专属底座，适合收藏与展示。',
  'Finely painted, with its own base; made for collectors.',
];
const luckyBagAbout: T3 = [
  '內容物隨機，總價值高於售價；拆封後不接受退換。',
  '内容物随机，总价值高于售价；拆封后不接受退换。',
  'Random contents worth more than the price; no returns once opened.',
];

interface Category {
  name: T3;
  /** What its products' photos show. */
  picture: ProductSubject;
  types: ProductType[];
  adult?: boolean;
  luckyBag?: boolean;
}

export const categoryNames: Category[] = [
  {
    name: ['公仔', '手办', 'Figures'],
    picture: 'figure',
    types: [
      {
        name: ['1/7 比例公仔', '1/7 比例手办', '1/7 scale figure'],
        min: 3800,
        max: 9800,
        about: figureAbout,
      },
      {
        name: ['Q版公仔', 'Q版手办', 'chibi figure'],
        min: 690,
        max: 1590,
        about: [
          'PVC 製 Q 版造型，頭部可替換表情，附專屬底座。',
          'PVC 制 Q 版造型，头部可替换表情，附专属底座。',
          'Chibi PVC figure with swappable faces and its own base.',
        ],
      },
    ],
  },
  {
    name: ['絨毛玩偶', '毛绒玩偶', 'Plush'],
    picture: 'plush',
    types: [
      {
        name: ['大抱枕玩偶', '大抱枕玩偶', 'cushion plush'],
        min: 890,
        max: 1890,
        about: [
          '約 40 公分大抱枕，柔軟短絨布料，刺繡五官，可手洗。',
          '约 40 厘米大抱枕，柔软短绒布料，刺绣五官，可手洗。',
          'A 40 cm cushion in soft short-pile fabric with embroidered features; hand washable.',
        ],
      },
      {
        name: ['吊飾玩偶', '挂饰玩偶', 'mascot plush'],
        min: 290,
        max: 590,
        about: [
          '約 12 公分小玩偶，附吊環，可掛在包包上。',
          '约 12 厘米小玩偶，附挂环，可挂在包包上。',
          'A 12 cm mascot with a ball chain to hang on a bag.',
        ],
      },
    ],
  },
  {
    name: ['集換式卡牌', '集换式卡牌', 'Trading cards'],
    picture: 'cards',
    types: [
      {
        name: ['補充包', '补充包', 'booster pack'],
        min: 120,
        max: 240,
        about: [
          '每包隨機 5 張，有機會抽到閃卡。',
          '每包随机 5 张，有机会抽到闪卡。',
          'Five random cards a pack, with a chance of a foil rare.',
        ],
      },
      {
        name: ['收藏卡盒', '收藏卡盒', 'collector box'],
        min: 1800,
        max: 4200,
        about: [
          '整盒 20 包，附限定宣傳卡與收納盒。',
          '整盒 20 包，附限定宣传卡与收纳盒。',
          'Twenty packs with a promo card and a storage box.',
        ],
      },
    ],
  },
  {
    name: ['壓克力立牌', '亚克力立牌', 'Acrylic stands'],
    picture: 'acrylic',
    types: [
      {
        name: ['壓克力立牌', '亚克力立牌', 'acrylic stand'],
        min: 390,
        max: 790,
        about: [
          '高透明壓克力雙面印刷，約 15 公分高，附插槽台座。',
          '高透明亚克力双面印刷，约 15 厘米高，附插槽台座。',
          'Clear acrylic printed on both sides, about 15 cm tall, with a slot-in stand.',
        ],
      },
      {
        name: ['壓克力鑰匙圈', '亚克力钥匙扣', 'acrylic keychain'],
        min: 180,
        max: 350,
        about: [
          '約 6 公分壓克力吊飾，附金屬鑰匙環。',
          '约 6 厘米亚克力挂饰，附金属钥匙环。',
          'A 6 cm acrylic charm on a metal key ring.',
        ],
      },
    ],
  },
  {
    name: ['模型', '模型', 'Model kits'],
    picture: 'kit',
    types: [
      {
        name: ['組裝模型', '拼装模型', 'plastic model kit'],
        min: 990,
        max: 4990,
        about: [
          '需自行組裝，免膠水卡榫設計，附水貼；不含工具與塗料。',
          '需自行组装，免胶水卡榫设计，附水贴；不含工具与涂料。',
          'Snap-fit kit, no glue needed, with decals; tools and paint not included.',
        ],
      },
      {
        name: ['合金模型', '合金模型', 'die-cast model'],
        min: 2590,
        max: 8990,
        about: [
          '合金壓鑄完成品，關節可動，附展示台。',
          '合金压铸完成品，关节可动，附展示台。',
          'Finished die-cast metal with posable joints and a display stand.',
        ],
      },
    ],
  },
  {
    name: ['服飾', '服饰', 'Apparel'],
    picture: 'apparel',
    types: [
      {
        name: ['印花T恤', '印花T恤', 'printed T-shirt'],
        min: 690,
        max: 1290,
        sized: true,
        about: [
          '100% 純棉短袖，正面印花；尺寸 S／M／L／XL，請選擇尺寸。',
          '100% 纯棉短袖，正面印花；尺码 S／M／L／XL，请选择尺码。',
          '100% cotton, printed on the front; sizes S, M, L and XL: choose yours.',
        ],
      },
      {
        name: ['連帽外套', '连帽外套', 'hoodie'],
        min: 1490,
        max: 2690,
        sized: true,
        about: [
          '內刷毛棉質連帽外套，前口袋，背面印花；尺寸 S／M／L／XL，請選擇尺寸。',
          '内刷毛棉质连帽外套，前口袋，背面印花；尺码 S／M／L／XL，请选择尺码。',
          'Brushed-cotton hoodie with a front pocket and a printed back; sizes S, M, L and XL: choose yours.',
        ],
      },
    ],
  },
  {
    name: ['文具', '文具', 'Stationery'],
    picture: 'stationery',
    types: [
      {
        name: ['資料夾組', '文件夹组', 'clear file set'],
        min: 150,
        max: 390,
        about: [
          'A4 資料夾一組 3 款，雙面印刷。',
          'A4 文件夹一组 3 款，双面印刷。',
          'Three A4 clear files, printed on both sides.',
        ],
      },
      {
        name: ['筆記本', '笔记本', 'notebook'],
        min: 180,
        max: 450,
        about: [
          'A5 筆記本，80 頁橫線內頁，彩色封面。',
          'A5 笔记本，80 页横线内页，彩色封面。',
          'A5 notebook with 80 ruled pages and a full-colour cover.',
        ],
      },
    ],
  },
  {
    name: ['盲盒', '盲盒', 'Blind boxes'],
    picture: 'box',
    types: [
      {
        name: ['盲盒（單入）', '盲盒（单入）', 'blind box (single)'],
        min: 320,
        max: 450,
        about: [
          '全 6 款＋隱藏版，隨機出貨，不可挑款。',
          '全 6 款＋隐藏版，随机出货，不可挑款。',
          'Six designs plus a secret one, shipped at random: no choosing.',
        ],
      },
      {
        name: ['盲盒（整盒）', '盲盒（整盒）', 'blind box (full case)'],
        min: 2880,
        max: 3900,
        about: [
          '整盒 12 入，含全 6 款，隱藏版隨機出現。',
          '整盒 12 入，含全 6 款，隐藏版随机出现。',
          'A case of 12 with all six designs; the secret one turns up by chance.',
        ],
      },
    ],
  },
  {
    name: ['福袋', '福袋', 'Lucky bags'],
    picture: 'bag',
    luckyBag: true,
    types: [
      {
        name: ['新春福袋', '新春福袋', 'New Year lucky bag'],
        min: 1500,
        max: 3000,
        about: luckyBagAbout,
      },
      {
        name: ['驚喜福袋', '惊喜福袋', 'surprise lucky bag'],
        min: 990,
        max: 1990,
        about: luckyBagAbout,
      },
    ],
  },
  {
    name: ['成人收藏', '成人收藏', 'Adult collectibles'],
    picture: 'figure',
    adult: true,
    types: [
      {
        name: ['限定泳裝公仔', '限定泳装手办', 'limited swimsuit figure'],
        min: 4200,
        max: 12800,
        about: [
          '細緻塗裝，附專屬底座；限 18 歲以上購買。',
          '细致涂装，附专属底座；限 18 岁以上购买。',
          'Finely painted, with its own base; for buyers aged 18 and over.',
        ],
      },
      {
        name: ['畫集（18+）', '画集（18+）', 'art book (18+)'],
        min: 990,
        max: 2200,
        about: [
          '全彩 B5 畫集，96 頁；限 18 歲以上購買。',
          '全彩 B5 画集，96 页；限 18 岁以上购买。',
          'Full-colour B5 art book, 96 pages; for buyers aged 18 and over.',
        ],
      },
    ],
  },
];

/** Every fourth figure is a prize from an Ichiban Kuji line, sold singly as shops do after a draw closes. */
export const kujiPrizeFigure: T3 = ['一番賞 A賞公仔', '一番赏 A赏手办', 'Ichiban Kuji prize-A figure'];

export const themeNames: { name: T3; desc: T3; adult?: boolean }[] = [
  {
    name: ['星海旅人', '星海旅人', 'Star Sea Voyagers'],
    desc: ['穿越星海的冒險物語', '穿越星海的冒险物语', 'An adventure across the sea of stars'],
  },
  {
    name: ['機甲少女', '机甲少女', 'Mecha Maidens'],
    desc: ['鋼鐵與少女的戰記', '钢铁与少女的战记', 'Chronicles of steel and girls'],
  },
  { name: ['貓咪咖啡館', '猫咪咖啡馆', 'Cat Café'], desc: ['療癒系貓咪日常', '治愈系猫咪日常', 'Healing everyday cat life'] },
  {
    name: ['魔法學院', '魔法学院', 'Magic Academy'],
    desc: ['見習魔法師的校園生活', '见习魔法师的校园生活', 'School days of apprentice mages'],
  },
  {
    name: ['武俠江湖', '武侠江湖', 'Wuxia Legends'],
    desc: ['刀光劍影的江湖傳說', '刀光剑影的江湖传说', 'Sword-and-honour legends'],
  },
  {
    name: ['海賊冒險', '海贼冒险', 'Pirate Odyssey'],
    desc: ['追尋傳說寶藏的航海', '追寻传说宝藏的航海', 'A voyage for legendary treasure'],
  },
  {
    name: ['賽博都市', '赛博都市', 'Cyber City'],
    desc: ['霓虹閃爍的未來都市', '霓虹闪烁的未来都市', 'A neon-lit city of the future'],
  },
  {
    name: ['甜點王國', '甜点王国', 'Dessert Kingdom'],
    desc: ['可愛甜點角色大集合', '可爱甜点角色大集合', 'Cute dessert characters'],
  },
  {
    name: ['龍之谷', '龙之谷', 'Dragon Valley'],
    desc: ['與龍共生的奇幻世界', '与龙共生的奇幻世界', 'A fantasy world shared with dragons'],
  },
  {
    name: ['偶像舞台', '偶像舞台', 'Idol Stage'],
    desc: ['閃耀舞台上的偶像們', '闪耀舞台上的偶像们', 'Idols on a shining stage'],
  },
  { name: ['怪獸圖鑑', '怪兽图鉴', 'Monster Index'], desc: ['收集全部的怪獸吧', '收集全部的怪兽吧', 'Collect every monster'] },
  {
    name: ['深夜食堂', '深夜食堂', 'Midnight Diner'],
    desc: ['深夜裡的溫暖料理', '深夜里的温暖料理', 'Warm dishes late at night'],
  },
  {
    name: ['夏日泳裝', '夏日泳装', 'Summer Swimsuits'],
    desc: ['限定夏日泳裝系列（18+）', '限定夏日泳装系列（18+）', 'Limited summer swimsuit series (18+)'],
    adult: true,
  },
  {
    name: ['夜之魅影', '夜之魅影', 'Night Allure'],
    desc: ['成熟魅力收藏系列（18+）', '成熟魅力收藏系列（18+）', 'Mature collectors series (18+)'],
    adult: true,
  },
];

export const characters: T3[] = [
  ['艾琳', '艾琳', 'Irene'],
  ['凱特', '凯特', 'Kate'],
  ['雷恩', '雷恩', 'Ryan'],
  ['小櫻', '小樱', 'Sakura'],
  ['阿龍', '阿龙', 'Long'],
  ['莉莉', '莉莉', 'Lily'],
  ['諾亞', '诺亚', 'Noah'],
  ['米亞', '米亚', 'Mia'],
  ['白夜', '白夜', 'Byakuya'],
  ['小虎', '小虎', 'Tiger'],
];

export const editions: T3[] = [
  ['通常版', '通常版', 'Standard edition'],
  ['限定版', '限定版', 'Limited edition'],
  ['豪華版', '豪华版', 'Deluxe edition'],
  ['再販', '再贩', 'Reissue'],
];

/** Every fourth figure's text: the prize as a single. */
export const kujiPrizeAbout: T3 = [
  '一番賞 A 賞原版公仔單品，細緻塗裝，附專屬底座。',
  '一番赏 A 赏原版手办单品，细致涂装，附专属底座。',
  'The original Ichiban Kuji prize-A figure, sold singly: finely painted, with its own base.',
];

/** A product's description: its franchise and name, then what its type says about it. */
export const descTemplates: ((n: T3, theme: T3, about: T3) => T3)[] = [
  (n, t, a) => [
    `《${t[0]}》官方授權商品「${n[0]}」。${a[0]}`,
    `《${t[1]}》官方授权商品「${n[1]}」。${a[1]}`,
    `Official ${t[2]} merchandise "${n[2]}". ${a[2]}`,
  ],
  (n, t, a) => [
    `${n[0]}：${t[0]}系列人氣商品。${a[0]}數量有限，售完為止。`,
    `${n[1]}：${t[1]}系列人气商品。${a[1]}数量有限，售完为止。`,
    `${n[2]}: a fan favourite from ${t[2]}. ${a[2]} Limited quantities while stock lasts.`,
  ],
];

export const articleTopics: T3[] = [
  ['新品預購開跑', '新品预购开跑', 'New pre-orders open'],
  ['一番賞新彈登場', '一番赏新弹登场', 'New Ichiban Kuji wave'],
  ['福袋販售公告', '福袋贩售公告', 'Lucky bag sale notice'],
  ['出貨時程更新', '出货时程更新', 'Shipping schedule update'],
  ['會員活動', '会员活动', 'Member event'],
  ['展覽快報', '展览快报', 'Exhibition news'],
];

export const keywords: Record<'tw' | 'cn' | 'en', string[]> = {
  tw: ['一番賞', '機甲少女', '福袋', '公仔', '盲盒', '壓克力立牌'],
  cn: ['一番赏', '机甲少女', '福袋', '手办', '盲盒', '亚克力立牌'],
  en: ['Ichiban Kuji', 'Mecha Maidens', 'lucky bag', 'figure', 'blind box', 'acrylic stand'],
};
