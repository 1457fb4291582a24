/**
 * Words that say how a question is asked, not what it is about. Searching for them makes every
 * passage match (and an OR over them takes seconds at a million chunks), so questions drop them.
 */
const CHINESE = `
的 地 得 了 着 过 是 在 有 和 与 及 或 或者 也 都 就 还 又 很 更 最 把 被 让 给 对 从 到 向 于 以 为 为了
因为 所以 如果 那么 但是 但 而 并 且 而且 并且 然后 之后 以后 之前 以前 时 时候 的话 这 那 这个 那个 这些 那些
这样 那样 这里 那里 什么 怎么 怎样 怎么样 怎么办 如何 为何 为什么 哪 哪个 哪些 哪里 哪儿 谁 几 多少 是否 是不是
能否 可否 吗 呢 吧 啊 呀 嘛 哦 么 之 其 该 此 个 等 等等 我 你 您 他 她 它 我们 你们 他们 她们 它们 咱们 自己
要 会 能 能够 可以 可 应该 应当 需要 请 请问 一下 一个 一些 有些 有没有 没有 没 不 不是 不会 不能 告诉 知道 想 想要
问 问题 一 下 上 中 里 吧 呗 啦 咋 咋样 怎 么样 即 则 若 还是 以及 通过 关于 进行 可能 已经 现在
情况 回事 怎么回事 做 弄 搞 东西 一样 有关 相关 具体 介绍 说明 说 讲
啥 啥样 是啥 干啥 为啥 啥意思 意思 几点 几天 几年 几个 几次 几种 多久 多长 多长时间 多远 多大 多少钱 多高
能不能 可不可以 行不行 会不会 要不要 有木有 咋办 咋弄 你家 你们家 咱家 亲 哈 嗯 呐 哎 一般 大概 大约 到底 究竟
`;

const ENGLISH = `
a an the is are was were be been being am to of in on at for and or but not no nor with by from as
what how why when where which who whom whose do does did done can could should would will shall may might
must i me my we our you your he him his she her it its they them their this that these those there here
please tell about if then than so any some into out up down over just also very
`;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  `${CHINESE} ${ENGLISH}`.split(/\s+/).filter(Boolean),
);
