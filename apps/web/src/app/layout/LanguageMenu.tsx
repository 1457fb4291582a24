import { Button, Dropdown, Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import { IconCheck, IconLanguage } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@miaoyu/contracts/constants';
import { useLocaleSwitch } from '@/hooks/useLocaleSwitch';
import styles from './Navbar.module.css';

/** The navbar's language picker: each language named in itself (spec §2). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { locale, choose } = useLocaleSwitch();
  const menu = (
    <Menu selectedKeys={[locale]} onClickMenuItem={(key) => void choose(key as Locale)}>
      {LOCALES.map((option) => (
        <Menu.Item key={option}>
          <span className={styles.menuRow}>
            {t(`language.${option}`)}
            {option === locale ? <IconCheck /> : null}
          </span>
        </Menu.Item>
      ))}
    </Menu>
  );
  return (
    <Dropdown droplist={menu} trigger="click" position="br">
      <Button
        shape="circle"
        type="secondary"
        aria-label={t('navbar.language')}
        icon={<IconLanguage />}
      />
    </Dropdown>
  );
}
