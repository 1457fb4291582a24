/**
 * CodeMirror, loaded only when someone opens a page's code or compares two versions: the
 * editor, the HTML language and the merge view stay out of every other page's download.
 */
import { useEffect, useRef } from 'react';
import { html } from '@codemirror/lang-html';
import { MergeView } from '@codemirror/merge';
import { EditorState, Transaction, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { i18n } from '@/lib/i18n';
import styles from '../AiPages.module.css';

/** CodeMirror's own words (the merge view's folds, the search panel) in Chinese. */
const PHRASES_ZH: Record<string, string> = {
  '$ unchanged lines': '$ 行未改动',
  Find: '查找',
  Replace: '替换',
  next: '下一个',
  previous: '上一个',
  all: '全部',
  'match case': '区分大小写',
  regexp: '正则',
  'by word': '全词',
  replace: '替换',
  'replace all': '全部替换',
  close: '关闭',
  'Go to line': '跳转到行',
  go: '跳转',
};

const htmlEditing = (label: string): Extension[] => [
  basicSetup,
  ...(i18n.language === 'zh-CN' ? [EditorState.phrases.of(PHRASES_ZH)] : []),
  html(),
  EditorView.lineWrapping,
  EditorView.contentAttributes.of({ 'aria-label': label }),
];

interface EditorProps {
  value: string;
  label: string;
  onChange: (value: string) => void;
}

/** A page's HTML to change by hand. A new `value` (another version arrived) replaces the text. */
export function CodeEditor({ value, label, onChange }: EditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  const latest = useRef(value);
  useEffect(() => {
    changed.current = onChange;
    latest.current = value;
  }, [onChange, value]);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        // Made again when the language changes: with the text it had, not an empty one.
        doc: latest.current,
        extensions: [
          ...htmlEditing(label),
          EditorView.updateListener.of((update) => {
            // A new version put in from outside is not an edit.
            const typed = update.transactions.some((tr) => !tr.annotation(Transaction.remote));
            if (update.docChanged && typed) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
  }, [label]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({
        changes: { from: 0, to: editor.state.doc.length, insert: value },
        annotations: Transaction.remote.of(true),
      });
  }, [value]);

  return <div ref={host} className={styles.code} data-testid="page-code" />;
}

interface CompareProps {
  before: string;
  after: string;
  labels: [string, string];
}

/** Two versions side by side, what changed marked, long unchanged stretches folded. */
export function CompareView({ before, after, labels }: CompareProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const readOnly = [EditorState.readOnly.of(true), EditorView.editable.of(false)];
    const merge = new MergeView({
      a: { doc: before, extensions: [...htmlEditing(labels[0]), ...readOnly] },
      b: { doc: after, extensions: [...htmlEditing(labels[1]), ...readOnly] },
      parent: host.current!,
      collapseUnchanged: { margin: 3, minSize: 6 },
    });
    return () => merge.destroy();
  }, [before, after, labels]);
  return <div ref={host} className={styles.compare} data-testid="page-compare" />;
}
