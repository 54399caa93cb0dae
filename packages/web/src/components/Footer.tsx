import { Link } from 'react-router';
import { Col, Dropdown, Row } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '../api/useWebsiteConfig';
import { wikiUrl } from '../api/config';
import { currentLanguage, setLanguage } from '../i18n';
import { LANGUAGES, type Language } from '../constants';
import { siteDescription } from './siteDescription';

const LANGUAGE_LABEL: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

export function LanguageMenu({ placement = 'top' }: { placement?: 'top' | 'bottom' }) {
  return (
    <Dropdown
      placement={placement}
      menu={{
        items: LANGUAGES.map((l) => ({ key: l, label: LANGUAGE_LABEL[l] })),
        onClick: ({ key }) => setLanguage(key as Language),
        selectedKeys: [currentLanguage()],
      }}
    >
      <span className="lang-switch" data-testid="language-menu">
        <GlobalOutlined /> {LANGUAGE_LABEL[currentLanguage()]}
      </span>
    </Dropdown>
  );
}

/** Site footer (hoj-ui §3): four columns, record link, "Powered by", language menu. */
export default function Footer() {
  const { t } = useTranslation();
  const c = useWebsiteConfig();
  return (
    <footer className="oj-footer" data-testid="footer">
      <Row gutter={20} className="oj-footer-cols">
        <Col xs={24} md={6}>
          <h3>{c.name}</h3>
          <p className="oj-footer-desc">{siteDescription(c.description, t)}</p>
        </Col>
        <Col xs={24} md={6}>
          <h3>{t('Footer_Service')}</h3>
          <Link to="/status">{t('Footer_Judging_Queue')}</Link>
          <Link to="/developer">{t('Footer_System_Info')}</Link>
        </Col>
        <Col xs={24} md={6}>
          <h3>{t('Footer_Development')}</h3>
          {c.projectUrl ? (
            <a href={c.projectUrl} target="_blank" rel="noreferrer">
              {t('Footer_Open_Source')}
            </a>
          ) : (
            <Link to="/developer">{t('Footer_Open_Source')}</Link>
          )}
          <a href="/api/docs" target="_blank" rel="noreferrer">
            {t('Footer_API')}
          </a>
        </Col>
        <Col xs={24} md={6}>
          <h3>{t('Footer_Support')}</h3>
          <Link to="/introduction">{t('Footer_About')}</Link>
          <a href={wikiUrl(c.projectUrl)} target="_blank" rel="noreferrer">
            {t('Footer_Help')}
          </a>
        </Col>
      </Row>
      <div className="oj-footer-bottom">
        {c.recordName && (
          <a href={c.recordUrl || '#'} target="_blank" rel="noreferrer" className="record">
            {c.recordName}
          </a>
        )}
        <span>
          {t('Powered_by')}{' '}
          <a href={c.projectUrl || '/developer'} style={{ color: '#1E9FFF' }}>
            {c.projectName || 'Judge'}
          </a>
        </span>
        <LanguageMenu />
      </div>
    </footer>
  );
}
