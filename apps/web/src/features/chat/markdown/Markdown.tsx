/** Renders a model's Markdown answer. First version: plain text; rich rendering follows. */
export function Markdown(props: { content: string; streaming?: boolean }) {
  return <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{props.content}</div>;
}
