import { useId } from 'react';
import {
  Alert,
  Form,
  Input,
  InputNumber,
  Radio,
  Slider,
  Switch,
  type FormInstance,
  type RulesProps,
} from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Slider/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { BOT_DAILY_CAP_MAX, BOT_TITLE_MAX_CHARS, type BotSettings } from '@miaoyu/contracts/bot';
import { BOT_LAUNCHER_ICONS, BOT_POSITIONS } from '@miaoyu/contracts/bot-constants';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/Panel';
import { ColorField } from './ColorField';
import { LauncherIcon } from './LauncherIcon';
import styles from './Bot.module.css';

interface Props {
  form: FormInstance<BotSettings>;
  initialValues: BotSettings;
  /** The contract's check of one field, by its name (`look.primaryColor`). */
  rule: (field: string) => RulesProps;
  /** A message about the whole form (a failed save that names no field). */
  error?: string | undefined;
  onValuesChange: () => void;
}

/** The bot's look on a website, when it hands over to a person, and its daily cap. */
export function SettingsForm({ form, initialValues, rule, error, onValuesChange }: Props) {
  const { t } = useTranslation('bot');
  // Arco prefixes its field ids with the form's id: two pages open in tabs stay apart.
  const id = useId();
  const handoff = Form.useWatch('handoff', form) as BotSettings['handoff'] | undefined;
  return (
    <Form
      id={id}
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      className={styles.form}
    >
      {error ? <Alert type="error" content={error} className={styles.formError} /> : null}
      <Panel title={t('look.title')}>
        <Form.Item
          label={t('look.color')}
          field="look.primaryColor"
          rules={[rule('look.primaryColor')]}
        >
          <ColorField />
        </Form.Item>
        <Form.Item label={t('look.chatTitle')} field="look.title" rules={[rule('look.title')]}>
          <Input
            placeholder={t('look.chatTitlePlaceholder')}
            maxLength={{ length: BOT_TITLE_MAX_CHARS, errorOnly: true }}
            showWordLimit
          />
        </Form.Item>
        <Form.Item
          label={t('look.launcherIcon')}
          field="look.launcherIcon"
          rules={[rule('look.launcherIcon')]}
        >
          <Radio.Group type="button" className={styles.iconChoices}>
            {BOT_LAUNCHER_ICONS.map((icon) => (
              <Radio key={icon} value={icon}>
                <span className={styles.iconChoice}>
                  <LauncherIcon icon={icon} size={16} />
                  {t(`look.icons.${icon}`)}
                </span>
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('look.position')} field="look.position" rules={[rule('look.position')]}>
          <Radio.Group type="button">
            {BOT_POSITIONS.map((position) => (
              <Radio key={position} value={position}>
                {t(`look.positions.${position}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Panel>
      <Panel title={t('handoff.title')}>
        <Form.Item
          label={t('handoff.enabled')}
          field="handoff.enabled"
          triggerPropName="checked"
          extra={t('handoff.enabledHint')}
        >
          <Switch aria-label={t('handoff.enabled')} />
        </Form.Item>
        <Form.Item
          label={t('handoff.onNoAnswer')}
          field="handoff.onNoAnswer"
          triggerPropName="checked"
        >
          <Switch aria-label={t('handoff.onNoAnswer')} />
        </Form.Item>
        <Form.Item
          label={t('handoff.minScore')}
          field="handoff.minScore"
          rules={[rule('handoff.minScore')]}
          extra={t('handoff.minScoreHint')}
          // The threshold matters only when the bot hands over by itself.
          disabled={!handoff?.onNoAnswer}
        >
          <Slider min={0} max={1} step={0.05} showInput aria-label={t('handoff.minScore')} />
        </Form.Item>
        <Form.Item
          label={t('handoff.dailyCap')}
          field="dailyCap"
          rules={[rule('dailyCap')]}
          extra={t('handoff.dailyCapHint')}
        >
          <InputNumber
            min={0}
            max={BOT_DAILY_CAP_MAX}
            precision={0}
            step={100}
            className={styles.number}
            aria-label={t('handoff.dailyCap')}
          />
        </Form.Item>
      </Panel>
    </Form>
  );
}
