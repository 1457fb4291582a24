/**
 * Business scenes. The domain's error codes, each with its text in Chinese, the source; the
 * English is beside it, in `errors.en-US.ts`. The `SCENE_*` problems of a graph are the detail
 * lines of one 422 `SCENE_INVALID`, each at its node, edge or field.
 */
export const SCENE_ERRORS = {
  SCENE_INVALID: '场景有 {count} 处问题，请按提示修改后再保存',
  SCENE_STALE: '场景已被他人修改（当前是第 {version} 版草稿），请查看改动后再保存',
  SCENE_VERSION_REQUIRED: '保存时需带上编辑所基于的草稿版本（If-Match 请求头）',
  SCENE_NOT_YOURS: '只有场景的创建者或团队管理员可以修改它',
  SCENE_SECRETS_NEED_MANAGER: '只有团队的所有者和管理员可以在场景里使用团队的密钥',
  SCENE_PUBLIC_NEEDS_MANAGER:
    '有对外公开或有密钥的助手在使用这个场景：只有团队的所有者和管理员可以发布它',
  SCENE_NOT_PUBLISHED: '场景还没有发布',
  SCENE_IN_USE:
    '这个场景有 {count} 处在使用（{names}）：请先解除助手的绑定、删去调用它的子场景节点',
  SCENE_NO_START: '场景需要一个开始节点',
  SCENE_MANY_STARTS: '场景只能有一个开始节点',
  SCENE_NO_ANSWER: '场景需要至少一个回复节点（或开启回复的模型节点）',
  SCENE_DUPLICATE_ID: '编号重复',
  SCENE_DUPLICATE_BRANCH: '分支或字段的名称重复',
  SCENE_EDGE_DANGLING: '连线指向不存在的节点 {node}',
  SCENE_EDGE_HANDLE: '节点没有分支“{handle}”',
  SCENE_EDGE_INTO_START: '开始节点不能有连入的连线',
  SCENE_EDGE_DUPLICATE: '两条连线重复',
  SCENE_CYCLE: '连线形成了环：{nodes}（循环请放进循环节点）',
  SCENE_UNREACHABLE: '这个节点从开始节点无法到达',
  SCENE_REF_MISSING: '引用的变量 {ref} 不存在',
  SCENE_REF_OUTPUT: '节点没有输出 {ref}',
  SCENE_REF_TYPE: '{ref} 的类型不对（这里需要 {type}）',
  SCENE_REF_NOT_BEFORE: '{ref} 所在的节点不在这个节点之前运行',
  SCENE_ASK_EMPTY: '请至少添加一个按钮或表单字段',
  SCENE_CONDITION_INCOMPLETE: '请填写比较的值',
  SCENE_TEMPLATE_SYNTAX: '模板语法有误：请检查 {{ }} 与 {% %} 是否成对、过滤器是否存在',
  SCENE_SUBSCENE_LOOP: '子场景调用形成了环：{scenes}',
  SCENE_SUBSCENE_DEPTH: '子场景嵌套太深（最多 {max} 层）',
  SCENE_SUBSCENE_MISSING: '子场景不存在或还没有发布',
  SCENE_RUN_FAILED: '场景运行失败：{reason}',
  SCENE_UNAVAILABLE: '暂时无法回答，请稍后再试，或转人工客服',
  SCENE_RUN_NOT_WAITING: '这个运行没有在等待回答',
  SCENE_NODE_TIMEOUT: '节点运行超时（{ms} 毫秒）',
  SCENE_CODE_FAILED: '代码节点出错：{reason}',
  SCENE_HTTP_FAILED: 'HTTP 请求失败：{reason}',
  SCENE_NO_MODEL: '团队还没有可用的对话模型，模型节点无法运行',
  SCENE_OUTPUT_TYPE: '节点输出 {name} 的类型不对（需要 {type}）',
} as const satisfies Record<string, string>;
