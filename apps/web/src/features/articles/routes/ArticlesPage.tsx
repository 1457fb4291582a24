import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Space, Table, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Table/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { IconPlus } from '@arco-design/web-react/icon';
import {
  articleKeywordSchema,
  type ArticleSummary,
  type ArticleVariant,
} from '@miaoyu/contracts/articles';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailed } from '@/components/LoadFailed';
import { PageHeader } from '@/components/page/PageHeader';
import { errorMessage } from '@/lib/api-error';
import { zodRule } from '@/lib/form';
import { useArticles, useCreateArticle, useDeleteArticle } from '../api/articles';
import styles from '../components/Articles.module.css';

function VariantCell({ variant }: { variant: ArticleVariant | undefined }) {
  const { t } = useTranslation('articles');
  if (!variant || variant.draft === 0)
    return <span className={styles.status}>{t('list.none')}</span>;
  return (
    <Space direction="vertical" size={2}>
      <span>{variant.title}</span>
      {variant.published ? (
        <Tag size="small" color="green">
          {t('list.published', { n: variant.published })}
        </Tag>
      ) : (
        <Tag size="small">{t('list.draft', { n: variant.draft })}</Tag>
      )}
    </Space>
  );
}

/** `/admin/articles`: the platform's articles, each language's state, a new one. */
export function ArticlesPage() {
  const { t } = useTranslation(['articles', 'nav']);
  const navigate = useNavigate();
  const articles = useArticles();
  const create = useCreateArticle();
  const remove = useDeleteArticle();
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<{ keyword: string; category: 'page' | 'announcement' }>();
  const [error, setError] = useState<string | null>(null);

  const columns = [
    {
      title: t('list.keyword'),
      dataIndex: 'keyword',
      render: (_: unknown, row: ArticleSummary) => (
        <Space direction="vertical" size={2}>
          <Link to={`/admin/articles/${row.id}`}>{row.keyword}</Link>
          <Tag size="small">{t(`category.${row.category}`)}</Tag>
        </Space>
      ),
    },
    {
      title: t('list.zh'),
      render: (_: unknown, row: ArticleSummary) => (
        <VariantCell variant={row.variants.find((v) => v.locale === 'zh-CN')} />
      ),
    },
    {
      title: t('list.en'),
      render: (_: unknown, row: ArticleSummary) => (
        <VariantCell variant={row.variants.find((v) => v.locale === 'en-US')} />
      ),
    },
    {
      title: t('list.actions'),
      render: (_: unknown, row: ArticleSummary) => (
        <Space wrap>
          <a href={row.url} target="_blank" rel="noopener">
            {t('list.open')}
          </a>
          <Button
            size="mini"
            status="danger"
            onClick={() =>
              Modal.confirm({
                title: t('list.deleteTitle', { keyword: row.keyword }),
                content: t('list.deleteText'),
                okButtonProps: { status: 'danger' },
                onOk: () => remove.mutateAsync(row.id),
              })
            }
          >
            {t('list.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const submit = async () => {
    setError(null);
    const values = await form.validate();
    try {
      const made = await create.mutateAsync(values);
      setCreating(false);
      void navigate(`/admin/articles/${made.id}`);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader
        title={t('nav:articles.menu')}
        intro={t('list.intro')}
        actions={
          <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        }
      />
      {articles.isError ? (
        <LoadFailed message={t('list.loadFailed')} onRetry={() => void articles.refetch()} />
      ) : (
        <Table
          rowKey="id"
          loading={articles.isPending}
          columns={columns}
          data={articles.data?.list ?? []}
          pagination={false}
          scroll={{ x: 640 }}
          noDataElement={<span className={styles.status}>{t('list.empty')}</span>}
        />
      )}
      <Modal
        title={t('list.create')}
        visible={creating}
        onCancel={() => setCreating(false)}
        onOk={() => void submit()}
        confirmLoading={create.isPending}
        unmountOnExit
      >
        <Form form={form} layout="vertical" initialValues={{ category: 'page' }}>
          <Form.Item
            field="keyword"
            label={t('list.keyword')}
            extra={t('list.keywordHint')}
            rules={[zodRule(articleKeywordSchema)]}
          >
            <Input placeholder="terms" />
          </Form.Item>
          <Form.Item field="category" label={t('list.category')}>
            <Radio.Group>
              <Radio value="page">{t('category.page')}</Radio>
              <Radio value="announcement">{t('category.announcement')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Form>
        {error ? (
          <p role="alert" className={styles.status}>
            {error}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}
