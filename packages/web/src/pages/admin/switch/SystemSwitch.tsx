// /manage/switch (root only): judging, discussion and group switches with their quotas, and the
// remote-judge accounts (SwitchConfigDTO, defaults of hoj-behaviour §10). Saving refreshes the
// public site config, so menus and 'No Access' pages follow at once.
import { Button, Card, Col, Collapse, Form, Input, InputNumber, Row, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getSwitchConfig, setSwitchConfig, type SwitchConfig } from '../../../api/admin-config';
import { WEBSITE_CONFIG_KEY } from '../../../api/useWebsiteConfig';
import { toast } from '../../../utils/feedback';
import { Loaded } from '../../../components/admin/Loaded';
import { useSettingsForm } from '../../../components/admin/useSettingsForm';

type Key = keyof SwitchConfig;
interface Section {
  title: string;
  toggles: Key[];
  numbers: { key: Key; max: number }[];
}

const SECTIONS: Section[] = [
  {
    title: 'Sw_Judge',
    toggles: ['openPublicJudge', 'openContestJudge', 'openGroupJudge', 'hideNonContestSubmissionCode'],
    numbers: [{ key: 'defaultSubmitInterval', max: 86400 }],
  },
  {
    title: 'Sw_Discussion',
    toggles: ['openPublicDiscussion', 'openGroupDiscussion', 'openContestComment'],
    numbers: [
      { key: 'defaultCreateDiscussionACInitValue', max: 100000 },
      { key: 'defaultCreateDiscussionDailyLimit', max: 100000 },
      { key: 'defaultCreateCommentACInitValue', max: 100000 },
    ],
  },
  {
    title: 'Sw_Group',
    toggles: [],
    numbers: [
      { key: 'defaultCreateGroupACInitValue', max: 100000 },
      { key: 'defaultCreateGroupDailyLimit', max: 100000 },
      { key: 'defaultCreateGroupLimit', max: 100000 },
    ],
  },
];
const REMOTE_OJS = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'] as const;
const OJ_NAMES: Record<(typeof REMOTE_OJS)[number], string> = {
  hdu: 'HDU',
  cf: 'Codeforces',
  poj: 'POJ',
  atcoder: 'AtCoder',
  spoj: 'SPOJ',
  libreoj: 'LibreOJ',
};

/** Form values: remote account lists edited as one entry per line. */
type Values = Record<string, boolean | number | string>;
const toLines = (v: unknown) => (Array.isArray(v) ? v.join('\n') : '');
const fromLines = (v: unknown) =>
  String(v ?? '')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/** The stored switches as form values, the account lists one entry a line. */
function toForm(config: SwitchConfig): Values {
  const v: Values = {};
  for (const [k, val] of Object.entries(config))
    v[k] = Array.isArray(val) ? toLines(val) : (val as boolean | number);
  return v;
}

export default function SystemSwitch() {
  const { t } = useTranslation();
  // menus and 'No Access' pages read the switches through the public site config: refreshed after a save
  const { form, query, write } = useSettingsForm({
    key: ['admin', 'switch'],
    read: getSwitchConfig,
    toForm,
    alsoStale: WEBSITE_CONFIG_KEY,
  });

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    // Every value, also those of the remote accounts while their panel was never opened (its fields
    // are not mounted then, and validateFields leaves them out).
    const v = form.getFieldsValue(true) as Values;
    const body: Record<string, unknown> = {};
    for (const [k, val] of Object.entries(v)) body[k] = /List$/.test(k) ? fromLines(val) : val;
    for (const oj of REMOTE_OJS) {
      const users = (body[`${oj}UsernameList`] ?? []) as string[];
      const pws = (body[`${oj}PasswordList`] ?? []) as string[];
      if (users.length !== pws.length) {
        toast.error(t('Sw_Remote_Mismatch', { oj: OJ_NAMES[oj] }));
        return;
      }
    }
    await write(() => setSwitchConfig(body as Partial<SwitchConfig>));
  };

  return (
    <Card
      title={<span className="panel-title">{t('System_Switch')}</span>}
      extra={
        query.data && (
          <Button type="primary" onClick={() => void save()} data-testid="switch-save">
            {t('Save')}
          </Button>
        )
      }
    >
      <Loaded query={query}>
        {() => (
          <Form form={form} layout="vertical">
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              {SECTIONS.map((s) => (
                <Card key={s.title} size="small" title={t(s.title)}>
                  <Row gutter={16}>
                    {s.toggles.map((k) => (
                      <Col xs={24} sm={12} lg={6} key={k}>
                        <Form.Item name={k} label={t(`Sw_${k}`)} valuePropName="checked">
                          <Switch data-testid={`switch-${k}`} />
                        </Form.Item>
                      </Col>
                    ))}
                    {s.numbers.map((n) => (
                      <Col xs={24} sm={12} lg={6} key={n.key}>
                        <Form.Item name={n.key} label={t(`Sw_${n.key}`)} rules={[{ required: true }]}>
                          <InputNumber
                            min={0}
                            max={n.max}
                            precision={0}
                            style={{ width: '100%' }}
                            data-testid={`switch-${n.key}`}
                          />
                        </Form.Item>
                      </Col>
                    ))}
                  </Row>
                </Card>
              ))}
              <Collapse
                items={[
                  {
                    key: 'remote',
                    label: t('Sw_Remote_Accounts'),
                    children: (
                      <>
                        <Typography.Paragraph type="secondary">{t('Sw_Remote_Hint')}</Typography.Paragraph>
                        <Row gutter={16}>
                          {REMOTE_OJS.map((oj) => (
                            <Col xs={24} md={12} key={oj}>
                              <Card size="small" title={OJ_NAMES[oj]} style={{ marginBottom: 12 }}>
                                <Row gutter={8}>
                                  <Col span={12}>
                                    <Form.Item name={`${oj}UsernameList`} label={t('Username')}>
                                      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
                                    </Form.Item>
                                  </Col>
                                  <Col span={12}>
                                    <Form.Item name={`${oj}PasswordList`} label={t('Sw_Password')}>
                                      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
                                    </Form.Item>
                                  </Col>
                                </Row>
                              </Card>
                            </Col>
                          ))}
                        </Row>
                      </>
                    ),
                  },
                ]}
              />
            </Space>
          </Form>
        )}
      </Loaded>
    </Card>
  );
}
