import { useState } from 'react';
import { Modal, Radio, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { BOT_TEMPLATES, HELPER_TEMPLATES } from '@miaoyu/contracts/templates';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocale } from '@/lib/i18n';
import { choiceOf, templateLink } from '../../logic/templates';
import styles from './CreateHelperModal.module.css';

type Tab = 'helper' | 'bot';

interface Props {
  visible: boolean;
  /** The tab it opens on: bots for `service`. */
  kind: 'chat' | 'service';
  onClose: () => void;
}

interface Option {
  value: string;
  name: string;
  description: string;
}

function TemplateOptions({
  options,
  value,
  onChange,
  label,
}: {
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <Radio.Group value={value} onChange={onChange} className={styles.grid} aria-label={label}>
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className={styles.option}>
          {({ checked }) => (
            <span className={styles.card} data-checked={checked}>
              <span className={styles.name}>{option.name}</span>
              <span className={styles.description}>{option.description}</span>
            </span>
          )}
        </Radio>
      ))}
    </Radio.Group>
  );
}

/** The create dialog: a helper or a bot from a template (or blank), then the editor opens. */
export function CreateHelperModal({ visible, kind, onClose }: Props) {
  const { t } = useTranslation('helpers');
  const locale = useLocale();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>(kind === 'service' ? 'bot' : 'helper');
  const [helperPick, setHelperPick] = useState<string>(HELPER_TEMPLATES[0].id);
  const [botPick, setBotPick] = useState<string>(BOT_TEMPLATES[0].id);

  const helperOptions: Option[] = [
    ...HELPER_TEMPLATES.map((tpl) => ({
      value: tpl.id,
      name: tpl.name[locale],
      description: tpl.description[locale],
    })),
    { value: 'blank', name: t('templates.blank'), description: t('templates.blankText') },
  ];
  const botOptions: Option[] = BOT_TEMPLATES.map((tpl) => ({
    value: tpl.id,
    name: tpl.name[locale],
    description: tpl.description[locale],
  }));

  const start = () => {
    const choice = tab === 'bot' ? choiceOf(null, botPick) : choiceOf(helperPick, null);
    void navigate(templateLink(choice, tab === 'bot' ? 'service' : 'chat'));
  };

  return (
    <Modal
      title={t('templates.title')}
      visible={visible}
      okText={t('templates.start')}
      cancelText={t('templates.cancel')}
      onOk={start}
      onCancel={onClose}
      className={styles.modal}
      unmountOnExit
    >
      <p className={styles.intro}>{t('templates.intro')}</p>
      <Tabs activeTab={tab} onChange={(key) => setTab(key as Tab)}>
        <Tabs.TabPane key="helper" title={t('templates.helperTab')}>
          <TemplateOptions
            options={helperOptions}
            value={helperPick}
            onChange={setHelperPick}
            label={t('templates.helperTab')}
          />
        </Tabs.TabPane>
        <Tabs.TabPane key="bot" title={t('templates.botTab')}>
          <p className={styles.intro}>{t('templates.botIntro')}</p>
          <TemplateOptions
            options={botOptions}
            value={botPick}
            onChange={setBotPick}
            label={t('templates.botTab')}
          />
        </Tabs.TabPane>
      </Tabs>
    </Modal>
  );
}
