/**
 * Tiptap with the starter kit's schema (headings, lists, quotes, code, links, rules), loaded only
 * on the article editor. What it makes is what the server's allow list keeps.
 */
import { useEffect, useRef } from 'react';
import { Button, Tooltip } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../locales/zh-CN';
import styles from './Articles.module.css';

interface Props {
  /** The HTML to start from; a new value (another language, a version loaded) replaces it. */
  value: string;
  label: string;
  onChange: (html: string) => void;
  onLink: (current: string) => Promise<string | null>;
}

type Action = {
  key: Exclude<keyof Messages['editor']['actions'], 'link'>;
  text: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
};

const ACTIONS: Action[] = [
  {
    key: 'h2',
    text: 'H2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    text: 'H3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bold',
    text: 'B',
    run: (e) => e.chain().focus().toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    text: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'strike',
    text: 'S',
    run: (e) => e.chain().focus().toggleStrike().run(),
    active: (e) => e.isActive('strike'),
  },
  {
    key: 'bulletList',
    text: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    text: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'quote',
    text: '“',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  {
    key: 'code',
    text: '</>',
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
    active: (e) => e.isActive('codeBlock'),
  },
  { key: 'rule', text: '—', run: (e) => e.chain().focus().setHorizontalRule().run() },
  { key: 'undo', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

export function RichTextEditor({ value, label, onChange, onLink }: Props) {
  const { t } = useTranslation('articles');
  // The HTML last handed out (or put in): a value equal to it is the editor's own, not new.
  const known = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true } })],
    content: value,
    editorProps: { attributes: { 'aria-label': label, class: styles.prose ?? '' } },
    onUpdate: ({ editor: changed }) => {
      known.current = changed.getHTML();
      onChange(known.current);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(ACTIONS.map((action) => [action.key, action.active?.(e) ?? false])),
  });

  useEffect(() => {
    if (editor.isDestroyed || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const link = async () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = await onLink(current);
    if (href === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href) chain.setLink({ href }).run();
    else chain.unsetLink().run();
  };

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar')}>
        {ACTIONS.map((action) => (
          <Tooltip key={action.key} content={t(`editor.actions.${action.key}`)} mini>
            <Button
              size="small"
              type={active[action.key] ? 'primary' : 'text'}
              aria-label={t(`editor.actions.${action.key}`)}
              aria-pressed={active[action.key] ?? false}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => action.run(editor)}
            >
              {action.text}
            </Button>
          </Tooltip>
        ))}
        <Button size="small" type="text" onClick={() => void link()}>
          {t('editor.actions.link')}
        </Button>
      </div>
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

export default RichTextEditor;
