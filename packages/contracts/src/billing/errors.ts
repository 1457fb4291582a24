/**
 * Plans, points and payment. The domain's error codes, each with its text in Chinese, the source;
 * the English is beside it, in `errors.en-US.ts`.
 */
export const BILLING_ERRORS = {
  POINTS_RUN_OUT: '积分不足：需要 {needed} 积分，可用 {available} 积分。请充值或升级套餐后再试',
  PLAN_LIMIT_MEMBERS: '套餐「{plan}」最多 {max} 名成员，已满。升级到「{upgrade}」可提高上限',
  PLAN_LIMIT_HELPERS: '套餐「{plan}」最多 {max} 个助手，已满。升级到「{upgrade}」可提高上限',
  PLAN_LIMIT_DATASETS: '套餐「{plan}」最多 {max} 个知识库，已满。升级到「{upgrade}」可提高上限',
  PLAN_LIMIT_SCENES: '套餐「{plan}」最多 {max} 个业务场景，已满。升级到「{upgrade}」可提高上限',
  PLAN_LIMIT_STORAGE_MB:
    '套餐「{plan}」的知识库存储最多 {max} MB，已满。升级到「{upgrade}」可提高上限',
  PLAN_LIMIT_TOP: '已达到套餐「{plan}」的上限（{max}），没有更高的套餐，请联系平台管理员',
  PLAN_FREE_FIXED: '免费套餐不能停用，价格也只能是 0',
  PRICE_DEFAULT_FIXED: '默认价格（*）不能删除',
  CHANNEL_OFF: '支付方式「{channel}」未开通，请选择其他支付方式',
  PLAN_NOT_ON_OFFER: '这个套餐现在不出售',
  PLAN_DOWNGRADE_LATER:
    '当前套餐「{plan}」到 {until} 有效，期间不能换成更便宜的套餐；可以先取消续费，到期后再购买',
  PAYMENT_NOTICE_INVALID: '支付通知校验失败（{reason}）',
  PLAN_PERIOD_TOO_SHORT:
    '当前套餐「{plan}」到 {until} 未用完的部分比新套餐一期的价格还高，请选择更长的时长，或到期后再换',
  ORDER_NOT_PAYABLE: '订单已是「{status}」状态，不能再支付',
  PAYMENT_START_FAILED: '支付渠道暂时无法下单，请稍后再试',
  BOT_CANNOT_ANSWER_NOW: '抱歉，我现在暂时无法回答。您可以稍后再试，或者转人工客服。',
} as const;
