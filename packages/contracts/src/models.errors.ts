/**
 * Model providers and the answers of the model services they name. The domain's error codes, each
 * with its text in Chinese, the source; the English is beside it, in `models.errors.en-US.ts`.
 * `error-codes.ts` merges every domain's.
 */
export const MODEL_ERRORS = {
  MODEL_NOT_FOUND: '所选模型不存在或已停用',
  MODEL_NO_VISION: '模型 {model} 不支持图片输入，请换用支持图片的模型或移除图片',
  UPSTREAM_ERROR: '模型服务返回错误（HTTP {status}）：{detail}',
  UPSTREAM_TIMEOUT: '模型服务响应超时（{seconds} 秒无数据）',
  UPSTREAM_UNREACHABLE: '无法连接模型服务：{detail}',
  UPSTREAM_BAD_RESPONSE: '模型服务返回了无法解析的数据',
  BASE_URL_FORBIDDEN:
    '不允许访问内网、本机或链路本地地址：{host}。本地模型服务（Ollama、vLLM）需由平台管理员在「平台管理 → 模型地址放行」中放行（或写入环境变量 LLM_ALLOWED_HOSTS），无需重启',
  BASE_URL_UNRESOLVED: '无法解析主机名：{host}',
  MODEL_LIST_UNSUPPORTED:
    '该服务不提供模型列表（GET /models 返回 HTTP {status}），请手动填写模型名称',
} as const satisfies Record<string, string>;
