import { lazy, Suspense, useRef, useState } from 'react';
import { Alert, Button, Input, Modal, Spin, Tabs, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconLeft } from '@arco-design/web-react/icon';
import { ARTICLE_TITLE_MAX_CHARS, type Article } from '@miaoyu/contracts/articles';
import { LOCALES, type Locale } from '@miaoyu/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/datetime';
import { articleVersion, useArticle, usePublishArticle, useSaveArticle } from '../api/articles';
import styles from '../components/Articles.module.css';

const RichTextEditor = lazy(() => import('../components/RichTextEditor'));

interface Draft {
  locale: Locale;
  /** The newest version when the text was loaded: a save goes over it. */
  base: number;
  title: string;
  html: string;
  dirty: boolean;
}

const draftOf = (article: Article, locale: Locale): Draft => {
  const newest = article.drafts.find((d) => d.locale === locale);
  return {
    locale,
    base: newest?.n ?? 0,
    title: newest?.title ?? '',
    html: newest?.html ?? '',
    dirty: false,
  };
};

/** `/admin/articles/:articleId`: each language written, saved as versions, published. */
export function ArticleEditorPage() {
  const { t } = useTranslation('articles');
  const { articleId = '' } = useParams();
  const article = useArticle(articleId);
  const save = useSaveArticle(articleId);
  const publish = usePublishArticle(articleId);
  const [locale, setLocale] = useState<Locale>('zh-CN');
  // Each language's unsaved text, kept while the other language is edited.
  const [drafts, setDrafts] = useState<Partial<Record<Locale, Draft>>>({});
  const [error, setError] = useState<string | null>(null);
  const [linkAsk, setLinkAsk] = useState<{ value: string } | null>(null);
  const linkAnswer = useRef<(href: string | null) => void>(() => undefined);

  if (article.isPending) return <Spin className={styles.spin} />;
  if (article.isError || !article.data)
    return <LoadFailed message={t('editor.loadFailed')} onRetry={() => void article.refetch()} />;
  const current = article.data;
  // The text shown: what is being edited, else the language's newest version.
  const text = drafts[locale] ?? draftOf(current, locale);
  const setDraft = (next: Draft) => setDrafts((all) => ({ ...all, [next.locale]: next }));
  const variant = current.variants.find((v) => v.locale === locale)!;
  const change = (patch: Partial<Draft>) => setDraft({ ...text, ...patch, dirty: true });

  const saveDraft = async (): Promise<Article | null> => {
    setError(null);
    try {
      const saved = await save.mutateAsync({
        locale,
        title: text.title,
        html: text.html,
        baseVersion: text.base,
      });
      setDraft(draftOf(saved, locale));
      return saved;
    } catch (caught) {
      setError(errorMessage(caught));
      return null;
    }
  };
  const publishVersion = async (version: number | null) => {
    setError(null);
    try {
      await publish.mutateAsync({ locale, version });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  const publishNewest = async () => {
    const saved = text.dirty || text.base === 0 ? await saveDraft() : current;
    const newest = saved?.drafts.find((d) => d.locale === locale)?.n;
    if (newest) await publishVersion(newest);
  };
  const load = async (n: number) => {
    const version = await articleVersion(articleId, locale, n);
    setDraft({ ...text, title: version.title, html: version.html, dirty: true });
  };
  const askLink = (value: string) =>
    new Promise<string | null>((resolve) => {
      linkAnswer.current = resolve;
      setLinkAsk({ value });
    });
  const history = current.history.filter((h) => h.locale === locale);

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Link to="/admin/articles" aria-label={t('editor.back')}>
          <Button type="text" icon={<IconLeft />} />
        </Link>
        <h1 className={styles.barTitle}>{current.keyword}</h1>
        <Tag>{t(`category.${current.category}`)}</Tag>
        <a href={`${current.url}?lang=${locale}`} target="_blank" rel="noopener">
          {t('list.open')}
        </a>
      </div>
      <Tabs activeTab={locale} onChange={(key) => setLocale(key as Locale)}>
        {LOCALES.map((l) => (
          <Tabs.TabPane key={l} title={t(`locale.${l}`)} />
        ))}
      </Tabs>
      <div className={styles.layout}>
        <section className={styles.form}>
          <span className={styles.status} role="status">
            {[
              variant.draft ? t('editor.newest', { n: variant.draft }) : t('editor.unsaved'),
              variant.published
                ? t('list.published', { n: variant.published })
                : t('editor.notPublished'),
              text.dirty ? t('editor.changed') : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <Input
            value={text.title}
            onChange={(title) => change({ title })}
            maxLength={ARTICLE_TITLE_MAX_CHARS}
            placeholder={t('editor.title')}
            aria-label={t('editor.title')}
          />
          <Suspense fallback={<Spin className={styles.spin} />}>
            <RichTextEditor
              key={locale}
              value={text.html}
              label={t('editor.body')}
              onChange={(html) => change({ html })}
              onLink={askLink}
            />
          </Suspense>
          {error ? <Alert type="error" content={error} /> : null}
          <div className={styles.actions}>
            <Button
              loading={save.isPending}
              disabled={!text.dirty}
              onClick={() => void saveDraft()}
            >
              {t('editor.save')}
            </Button>
            <Button type="primary" loading={publish.isPending} onClick={() => void publishNewest()}>
              {t('editor.publish')}
            </Button>
            {variant.published ? (
              <Button status="danger" onClick={() => void publishVersion(null)}>
                {t('editor.unpublish')}
              </Button>
            ) : null}
          </div>
        </section>
        <aside aria-label={t('editor.history')}>
          <h2 className={styles.status}>{t('editor.history')}</h2>
          <ol className={styles.history}>
            {history.map((h) => (
              <li key={h.n} className={styles.version}>
                <span>
                  {t('editor.version', { n: h.n })} · {h.title}{' '}
                  {variant.published === h.n ? (
                    <Tag size="small" color="green">
                      {t('editor.live')}
                    </Tag>
                  ) : null}
                </span>
                <span className={styles.status}>
                  {[h.createdByName, formatDateTime(h.createdAt)].filter(Boolean).join(' · ')}
                </span>
                <span className={styles.actions}>
                  <Button size="mini" onClick={() => void load(h.n)}>
                    {t('editor.load')}
                  </Button>
                  {variant.published !== h.n ? (
                    <Button size="mini" onClick={() => void publishVersion(h.n)}>
                      {t('editor.publishThis')}
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
      <Modal
        title={t('editor.linkTitle')}
        visible={linkAsk !== null}
        onOk={() => {
          linkAnswer.current(linkAsk?.value.trim() ?? null);
          setLinkAsk(null);
        }}
        onCancel={() => {
          linkAnswer.current(null);
          setLinkAsk(null);
        }}
        unmountOnExit
      >
        <Input
          value={linkAsk?.value ?? ''}
          onChange={(value) => setLinkAsk({ value })}
          placeholder="https://"
          aria-label={t('editor.linkTitle')}
        />
      </Modal>
    </div>
  );
}
