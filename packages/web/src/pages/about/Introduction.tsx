import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { JUDGE_STATUS_EXPLAINED } from './content';

/** About → Introduction: what the judge is and what each verdict means. */
export default function Introduction() {
  const { t } = useTranslation();
  return (
    <div className="about-page" data-testid="introduction">
      <Card title={<span className="panel-title">{t('NavBar_Introduction')}</span>}>
        <p>{t('Intro_What')}</p>
        <p>{t('Intro_Features')}</p>
        <ul>
          {[
            'Intro_Feature_Problems',
            'Intro_Feature_Contests',
            'Intro_Feature_Training',
            'Intro_Feature_Groups',
            'Intro_Feature_Discussion',
            'Intro_Feature_Languages',
          ].map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ul>
      </Card>
      <Card title={<span className="panel-title">{t('Intro_Results')}</span>} style={{ marginTop: 20 }}>
        <Descriptions column={1} bordered size="small">
          {JUDGE_STATUS_EXPLAINED.map((s) => (
            <Descriptions.Item
              key={s.key}
              label={
                <Tag color={s.color} style={{ minWidth: 60, textAlign: 'center' }}>
                  {s.short}
                </Tag>
              }
            >
              <b>{t(`Status_${s.key}`)}</b>: {t(`Status_${s.key}_Explain`)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <Card title={<span className="panel-title">{t('Intro_Rules')}</span>} style={{ marginTop: 20 }}>
        <ul>
          {['Intro_Rule_Limits', 'Intro_Rule_Sandbox', 'Intro_Rule_IO', 'Intro_Rule_Fair'].map((k) => (
            <li key={k}>{t(k)}</li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
