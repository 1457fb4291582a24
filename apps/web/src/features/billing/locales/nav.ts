import type { Widen } from '@/lib/locale-types';

/** What the studio frame shows of this feature before its pages load: menu and tab titles. */
const zhCN = {
  plan: '套餐与积分',
  trade: '交易记录',
  cashier: '收银台',
  adminPlans: '套餐管理',
} as const;

const enUS: Widen<typeof zhCN> = {
  plan: 'Plan and points',
  trade: 'Trades',
  cashier: 'Checkout',
  adminPlans: 'Plans',
};

export const navText = { 'zh-CN': zhCN, 'en-US': enUS };
