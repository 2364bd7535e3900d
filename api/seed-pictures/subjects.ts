import { acrylic } from './acrylic';
import { apparel } from './apparel';
import { bag } from './bag';
import { box } from './box';
import { cards } from './card';
import type { Draw } from './canvas';
import { figure } from './figure';
import { kit } from './kit';
import { plush } from './plush';
import { stationery } from './stationery';

/** What a product photo shows; each category of the catalogue names one (data.ts). */
export type ProductSubject = 'figure' | 'plush' | 'cards' | 'acrylic' | 'kit' | 'apparel' | 'stationery' | 'box' | 'bag';

export const subjects: Record<ProductSubject, Draw> = {
  figure,
  plush,
  cards,
  acrylic,
  kit,
  apparel,
  stationery,
  box,
  bag,
};
