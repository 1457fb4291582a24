/**
 * What kind of answer a question asks for, and which passages hold one: a question asking
 * "几点" is answered by a clock time, "多少钱" by an amount of money, "多久" by a span of time.
 * Customers ask in words (几点关门, 九点以后) what documents write in figures (21:00), so the
 * words alone often miss the passage that answers; holding the kind of answer asked for moves a
 * passage up among those the words found. Only the order changes: the score stays the share of
 * the question's words a passage holds.
 */
export type AnswerType = 'clock' | 'money' | 'span';

const NUMBER = '[0-9零一二两三四五六七八九十百千半]';

/** Words that ask for each kind of answer. */
const ASKS: Record<AnswerType, RegExp> = {
  clock: new RegExp(
    `几点|什么时间|哪个时间|营业时间|开放时间|上班时间|下班时间|开门|关门|${NUMBER}+点(?:钟|半|多|以后|之后|以前|之前|前|后)?`,
  ),
  money:
    /多少钱|几块钱|多少块|什么价|价格|价钱|收费|费用|多钱|贵不贵|要钱|收钱|花多少|付多少|交多少|补多少|赔多少|退多少|扣多少|报多少|能报销?多少|优惠多少|便宜多少/,
  span: /多久|多长时间|多长|几天|多少天|几个小时|多少小时|几个月|多少个月|几年|多少年|几周|几分钟|多少分钟|什么时候到|多快/,
};

/** How each kind of answer is written in a passage. */
const HOLDS: Record<AnswerType, RegExp> = {
  clock:
    /\d{1,2}[:：]\d{2}|(?:早上|上午|中午|下午|晚上|凌晨|夜间)\s*[0-9零一二两三四五六七八九十]{1,3}\s*点|\d{1,2}\s*点(?:前|后|以前|以后|之前|之后|半|整)/,
  money:
    /[¥￥$]\s*\d|\d(?:[\d,.]*)\s*(?:元|块|万元|角)|[一二两三四五六七八九十百千万]+\s*(?:元|块钱)|免费|不收费|不收取/,
  span: new RegExp(
    `${NUMBER}+\\s*(?:个)?\\s*(?:工作日|自然日|天|日内|小时|分钟|周|星期|个月|月内|年|秒)|当天|次日|即时|实时|立即`,
  ),
};

const TYPES = Object.keys(ASKS) as AnswerType[];

/** The kinds of answer the question asks for (none for most questions). */
export function askedAnswerTypes(question: string): AnswerType[] {
  return TYPES.filter((type) => ASKS[type].test(question));
}

/** Whether the passage's text holds an answer of one of the kinds asked for. */
export function holdsAnswerType(text: string, asked: AnswerType[]): boolean {
  return asked.some((type) => HOLDS[type].test(text));
}
