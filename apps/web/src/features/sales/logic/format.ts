import type { SaleStage } from '@miaoyu/contracts/sales';

/** A stage's tag colour: cool while the sale is open, green when won, grey when lost. */
export const STAGE_COLORS: Record<SaleStage, string> = {
  new: 'arcoblue',
  contacted: 'cyan',
  interested: 'purple',
  negotiating: 'orange',
  won: 'green',
  lost: 'gray',
};
