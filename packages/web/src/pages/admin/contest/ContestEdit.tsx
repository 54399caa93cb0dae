// Contest form, create and edit (groups-accounts-admin.md §3 "Contest", §5 "Contest submit"):
// every field, checked on save by the same shared rules as the server (checkContestForm), so the
// first refusal and its message are the server's too. In group mode (/group/:groupID/contest/create
// and /edit/:contestId, for the group's admins) it reads and saves the group's contest through the
// group calls (contestCalls.ts) and returns to the group's contest tab (a new one) or its admin view.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  Button,
  Card,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  AwardType,
  ContestAuth,
  ContestType,
  DEFAULT_AWARDS,
  OiRankScoreType,
  RankShowName,
  SEAL_TIME_LABELS,
  SealTimeChoice,
  formatDuration,
  parseAccountLimitRule,
  sealTimeFor,
  type SealTimeChoiceValue,
} from '@judge/shared';
import {
  SEAL_CHOICE_MIN_SECONDS,
  accountLimitPreview,
  accountLimitRuleOf,
  checkContestForm,
  defaultSealChoice,
  sealChoiceOf,
  type AdminContestInput,
  type AwardRow,
} from '@judge/shared/schemas/contest';
import type { AdminContestVO } from '../../../api/contest';
import { useContestCalls } from './contestCalls';
import MarkdownEditor from '../../../components/markdown-editor/MarkdownEditor';
import { currentLanguage } from '../../../i18n';
import { toast } from '../../../utils/feedback';
import { useBilingual } from '../../problem/common';
import { DATE_SECOND } from '../../../constants';

interface Values {
  title: string;
  description: string;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  type: number;
  oiRankScoreType: string;
  auth: number;
  pwd: string;
  openAccountLimit: boolean;
  prefix: string;
  suffix: string;
  start: number | null;
  end: number | null;
  extra: string;
  rankShowName: string;
  sealRank: boolean;
  sealChoice: SealTimeChoiceValue;
  autoRealRank: boolean;
  openPrint: boolean;
  openRank: boolean;
  allowEndSubmit: boolean;
  visible: boolean;
  awardType: number;
  awards: AwardRow[];
}

/** Award rows with the names in the interface language (the defaults are gold, silver, bronze). */
const defaultAwards = (t: (k: string) => string): AwardRow[] =>
  DEFAULT_AWARDS.map((a, i) => ({ ...a, name: t(['Gold', 'Silver', 'Bronze'][i]) }));

const blank = (t: (k: string) => string): Values => ({
  title: '',
  description: '',
  startTime: null,
  endTime: null,
  type: ContestType.ACM,
  oiRankScoreType: OiRankScoreType.RECENT,
  auth: ContestAuth.PUBLIC,
  pwd: '',
  openAccountLimit: false,
  prefix: '',
  suffix: '',
  start: null,
  end: null,
  extra: '',
  rankShowName: RankShowName.USERNAME,
  sealRank: false,
  sealChoice: SealTimeChoice.ONE_HOUR,
  autoRealRank: true,
  openPrint: false,
  openRank: false,
  allowEndSubmit: false,
  visible: true,
  awardType: AwardType.NONE,
  awards: defaultAwards(t),
});

function valuesOf(c: AdminContestVO, t: (k: string) => string): Values {
  const start = dayjs(c.startTime);
  const end = dayjs(c.endTime);
  const rule = parseAccountLimitRule(c.accountLimitRule);
  const seal = c.sealRankTime ? sealChoiceOf(Date.parse(c.sealRankTime), start.valueOf(), end.valueOf()) : null;
  return {
    ...blank(t),
    title: c.title,
    description: c.description ?? '',
    startTime: start,
    endTime: end,
    type: c.type,
    oiRankScoreType: c.oiRankScoreType,
    auth: c.auth,
    pwd: c.pwd ?? '',
    openAccountLimit: c.openAccountLimit,
    prefix: rule.prefix,
    suffix: rule.suffix,
    start: rule.start,
    end: rule.end,
    extra: rule.extra.join(' '),
    rankShowName: c.rankShowName,
    sealRank: c.sealRank,
    sealChoice: seal ?? defaultSealChoice(c.type, c.duration),
    autoRealRank: c.autoRealRank,
    openPrint: c.openPrint,
    openRank: c.openRank,
    allowEndSubmit: c.allowEndSubmit,
    visible: c.visible,
    awardType: c.awardType,
    awards: c.awardConfigList.length ? c.awardConfigList : defaultAwards(t),
  };
}

export default function ContestEdit() {
  const { t } = useTranslation();
  const label = useBilingual();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const cid = params.contestId ? Number(params.contestId) : null;
  const gid = params.groupID ? Number(params.groupID) : null;
  const calls = useContestCalls();
  // a new group contest goes back to the group's tab, an edited one to the tab's admin view
  const back = gid != null && cid == null ? `/group/${gid}/contest` : calls.paths.list;
  const [form] = Form.useForm<Values>();
  const [stars, setStars] = useState<string[]>([]);
  const [starInput, setStarInput] = useState('');
  const [saving, setSaving] = useState(false);

  const detail = useQuery({
    queryKey: [...calls.key, 'contest', cid],
    queryFn: () => calls.detail(cid!),
    enabled: cid != null,
    gcTime: 0,
  });
  useEffect(() => {
    if (!detail.data) return;
    form.setFieldsValue(valuesOf(detail.data, t));
    setStars(detail.data.starAccount);
    // Filled once per load: a change of language must not refill (and so reset) the form.
  }, [detail.data, form]); // `t` left out on purpose

  const w = {
    start: Form.useWatch('startTime', form),
    end: Form.useWatch('endTime', form),
    type: Form.useWatch('type', form) ?? ContestType.ACM,
    auth: Form.useWatch('auth', form) ?? ContestAuth.PUBLIC,
    sealRank: Form.useWatch('sealRank', form) ?? false,
    openAccountLimit: Form.useWatch('openAccountLimit', form) ?? false,
    awardType: Form.useWatch('awardType', form) ?? AwardType.NONE,
    prefix: Form.useWatch('prefix', form),
    suffix: Form.useWatch('suffix', form),
    from: Form.useWatch('start', form),
    to: Form.useWatch('end', form),
    extra: Form.useWatch('extra', form),
  };
  /** Seconds; 0 when a time is missing or the end is not after the start (the spec's time check). */
  const duration = w.start && w.end ? Math.max(0, w.end.diff(w.start, 'second')) : 0;
  const timeCheckFailed = !!(w.start && w.end) && duration <= 0;
  const rule = accountLimitRuleOf({ prefix: w.prefix, suffix: w.suffix, start: w.from, end: w.to, extra: w.extra });
  const preview = useMemo(() => accountLimitPreview(rule), [rule]);

  const onSealChange = (on: boolean) => {
    if (on) form.setFieldValue('sealChoice', defaultSealChoice(w.type, duration));
  };

  const addStar = () => {
    const name = starInput.trim();
    if (!name) return;
    if (stars.includes(name)) {
      toast.warning(t('Add_Star_User_Error', { name }));
      return;
    }
    setStars([...stars, name]);
    setStarInput('');
  };

  const save = async () => {
    const v = form.getFieldsValue(true) as Values;
    const start = v.startTime?.valueOf() ?? null;
    const end = v.endTime?.valueOf() ?? null;
    const body: AdminContestInput = {
      id: cid,
      title: v.title,
      description: v.description,
      type: v.type as 0 | 1,
      auth: v.auth as 0 | 1 | 2,
      pwd: v.pwd,
      startTime: start === null ? null : new Date(start).toISOString(),
      endTime: end === null ? null : new Date(end).toISOString(),
      duration,
      sealRank: v.sealRank,
      sealRankTime:
        v.sealRank && start !== null && end !== null ? new Date(sealTimeFor(v.sealChoice, start, end)).toISOString() : null,
      autoRealRank: v.autoRealRank,
      visible: v.visible,
      openPrint: v.openPrint,
      openAccountLimit: v.auth !== ContestAuth.PUBLIC && v.openAccountLimit,
      accountLimitRule: accountLimitRuleOf({ prefix: v.prefix, suffix: v.suffix, start: v.start, end: v.end, extra: v.extra }),
      rankShowName: v.rankShowName as AdminContestInput['rankShowName'],
      starAccount: stars,
      openRank: v.openRank,
      oiRankScoreType: v.oiRankScoreType as AdminContestInput['oiRankScoreType'],
      awardType: v.awardType as 0 | 1 | 2,
      awardConfigList: v.awardType === AwardType.NONE ? [] : v.awards,
      allowEndSubmit: v.allowEndSubmit,
      ...(gid != null ? { gid } : {}),
    };
    const check = checkContestForm(body);
    if (!check.ok) {
      toast.error(t(check.issue.key, check.issue.params));
      return;
    }
    setSaving(true);
    try {
      await calls.save(body, cid == null);
      toast.success(t(cid == null ? 'Create_Successfully' : 'Update_Successfully'));
      await queryClient.invalidateQueries({ queryKey: calls.key });
      navigate(back);
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  if (cid != null && !detail.data) {
    return detail.isError ? (
      <Card>
        <Typography.Text type="danger">{t('Contest_Load_Failed')}</Typography.Text>
      </Card>
    ) : (
      <Spin style={{ display: 'block', margin: 40 }} />
    );
  }

  const sealOptions = [SealTimeChoice.HALF_HOUR, SealTimeChoice.ONE_HOUR, SealTimeChoice.WHOLE_CONTEST].map((c) => ({
    value: c,
    label: label(SEAL_TIME_LABELS[c]),
    disabled: duration < SEAL_CHOICE_MIN_SECONDS[c],
  }));

  return (
    <Card title={<span className="panel-title">{t(cid == null ? 'Create_Contest' : 'Edit_Contest')}</span>} data-testid="contest-edit">
      <Form<Values> form={form} layout="vertical" initialValues={blank(t)} requiredMark>
        <Form.Item name="title" label={t('Contest_Title')} required>
          <Input placeholder={t('Contest_Title')} data-testid="c-title" />
        </Form.Item>
        <Form.Item name="description" label={t('Contest_Description')} required>
          <MarkdownEditor rows={6} testId="c-description" />
        </Form.Item>

        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="startTime" label={t('Contest_Start_Time')} required>
              <DatePicker showTime format={DATE_SECOND} style={{ width: '100%' }} data-testid="c-start" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="endTime" label={t('Contest_End_Time')} required>
              <DatePicker showTime format={DATE_SECOND} style={{ width: '100%' }} data-testid="c-end" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label={t('Contest_Duration')}>
              {timeCheckFailed ? (
                <Typography.Text type="danger" data-testid="c-duration">
                  {t('Contest_Time_Check')}
                </Typography.Text>
              ) : (
                <Typography.Text data-testid="c-duration">
                  {duration > 0 ? formatDuration(duration, currentLanguage()) : '--'}
                </Typography.Text>
              )}
            </Form.Item>
          </Col>
        </Row>

        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="type" label={t('Contest_Rule_Type')}>
              <Radio.Group
                options={[
                  { value: ContestType.ACM, label: 'ACM' },
                  { value: ContestType.OI, label: 'OI' },
                ]}
              />
            </Form.Item>
          </Col>
          {w.type === ContestType.OI && (
            <Col xs={24} md={8}>
              <Form.Item name="oiRankScoreType" label={t('Contest_OI_Score_Type')} tooltip={t('Contest_OI_Score_Type_Tips')}>
                <Radio.Group
                  options={[
                    { value: OiRankScoreType.RECENT, label: t('Contest_Score_Recent') },
                    { value: OiRankScoreType.HIGHEST, label: t('Contest_Score_Highest') },
                  ]}
                />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Form.Item name="rankShowName" label={t('Contest_Rank_Show_Name')}>
              <Select
                options={[
                  { value: RankShowName.USERNAME, label: t('Contest_Show_Username') },
                  { value: RankShowName.NICKNAME, label: t('Contest_Show_Nickname') },
                  { value: RankShowName.REALNAME, label: t('Contest_Show_Realname') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>

        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="auth" label={t('Contest_Auth')}>
              <Select
                data-testid="c-auth"
                options={[
                  { value: ContestAuth.PUBLIC, label: t('Contest_Auth_Public') },
                  { value: ContestAuth.PRIVATE, label: t('Contest_Auth_Private') },
                  { value: ContestAuth.PROTECTED, label: t('Contest_Auth_Protected') },
                ]}
              />
            </Form.Item>
          </Col>
          {w.auth !== ContestAuth.PUBLIC && (
            <Col xs={24} md={8}>
              <Form.Item name="pwd" label={t('Contest_Password')} required>
                <Input placeholder={t('Contest_Password')} data-testid="c-pwd" />
              </Form.Item>
            </Col>
          )}
          <Col xs={12} md={4}>
            <Form.Item name="visible" label={t('Visible')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>

        {w.auth !== ContestAuth.PUBLIC && (
          <>
            <Form.Item name="openAccountLimit" label={t('Contest_Account_Limit')} valuePropName="checked" tooltip={t('Contest_Account_Limit_Tips')}>
              <Switch />
            </Form.Item>
            {w.openAccountLimit && (
              <Row gutter={16}>
                <Col xs={12} md={4}>
                  <Form.Item name="prefix" label={t('Prefix')}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name="suffix" label={t('Suffix')}>
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name="start" label={t('Start_Number')}>
                    <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={4}>
                  <Form.Item name="end" label={t('End_Number')}>
                    <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="extra" label={t('Extra_Account')}>
                    <Input.TextArea rows={1} placeholder={t('Extra_Account_Tips')} />
                  </Form.Item>
                </Col>
                <Col span={24}>
                  <Typography.Text type="secondary">
                    {t('Account_Limit_Preview', { total: preview.total })}{' '}
                  </Typography.Text>
                  {preview.names.map((n) => (
                    <Tag key={n}>{n}</Tag>
                  ))}
                  {preview.total > preview.names.length && <span>…</span>}
                </Col>
              </Row>
            )}
          </>
        )}

        <Divider titlePlacement="start">{t('Contest_Rank_Setting')}</Divider>
        <Row gutter={16}>
          <Col xs={12} md={4}>
            <Form.Item name="sealRank" label={t('Contest_Seal_Rank')} valuePropName="checked">
              <Switch onChange={onSealChange} data-testid="c-seal" />
            </Form.Item>
          </Col>
          {w.sealRank && (
            <>
              <Col xs={24} md={10}>
                <Form.Item name="sealChoice" label={t('Contest_Seal_Time')}>
                  <Radio.Group options={sealOptions} />
                </Form.Item>
              </Col>
              <Col xs={24} md={10}>
                <Form.Item name="autoRealRank" label={t('Contest_Auto_Real_Rank')}>
                  <Radio.Group
                    options={[
                      { value: true, label: t('Auto_Turn_Into_Real_Time_Rank') },
                      { value: false, label: t('Seal_Rank_After_Contest') },
                    ]}
                  />
                </Form.Item>
              </Col>
            </>
          )}
        </Row>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name="openRank" label={t('Contest_Open_Outside_Board')} valuePropName="checked" tooltip={t('Contest_Open_Outside_Board_Tips')}>
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="openPrint" label={t('Contest_Open_Print')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="allowEndSubmit" label={t('Contest_Allow_End_Submit')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>

        <Form.Item label={t('Contest_Star_Users')} tooltip={t('Contest_Star_Users_Tips')}>
          <Space.Compact style={{ maxWidth: 360, width: '100%' }}>
            <Input
              value={starInput}
              onChange={(e) => setStarInput(e.target.value)}
              onPressEnter={(e) => {
                e.preventDefault();
                addStar();
              }}
              placeholder={t('Username')}
              data-testid="c-star-input"
            />
            <Button icon={<PlusOutlined />} onClick={addStar}>
              {t('Add')}
            </Button>
          </Space.Compact>
          <div style={{ marginTop: 8 }}>
            {stars.length === 0 ? (
              <Typography.Text type="secondary">{t('No_Star_User')}</Typography.Text>
            ) : (
              stars.map((s) => (
                <Tag key={s} closable onClose={() => setStars(stars.filter((x) => x !== s))}>
                  {s}
                </Tag>
              ))
            )}
          </div>
        </Form.Item>

        <Form.Item name="awardType" label={t('Contest_Award_Type')}>
          <Radio.Group
            options={[
              { value: AwardType.NONE, label: t('Award_None') },
              { value: AwardType.PROPORTION, label: t('Award_By_Proportion') },
              { value: AwardType.NUMBER, label: t('Award_By_Number') },
            ]}
          />
        </Form.Item>
        {w.awardType !== AwardType.NONE && (
          <Form.List name="awards">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Row gutter={8} key={f.key} align="middle" style={{ marginBottom: 4 }}>
                    <Col xs={6} md={3}>
                      <Form.Item name={[f.name, 'priority']} label={t('Award_Priority')} style={{ marginBottom: 8 }}>
                        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={18} md={5}>
                      <Form.Item name={[f.name, 'name']} label={t('Award_Name')} style={{ marginBottom: 8 }}>
                        <Input maxLength={20} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={4}>
                      <Form.Item name={[f.name, 'background']} label={t('Award_Background')} style={{ marginBottom: 8 }}>
                        <Input type="color" />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={4}>
                      <Form.Item name={[f.name, 'color']} label={t('Award_Color')} style={{ marginBottom: 8 }}>
                        <Input type="color" />
                      </Form.Item>
                    </Col>
                    <Col xs={6} md={5}>
                      <Form.Item
                        name={[f.name, 'num']}
                        label={t(w.awardType === AwardType.PROPORTION ? 'Award_Percent' : 'Award_Count')}
                        style={{ marginBottom: 8 }}
                      >
                        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={2} md={3}>
                      <Tooltip title={t('Delete')}>
                        <Button danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} style={{ marginTop: 22 }} />
                      </Tooltip>
                    </Col>
                  </Row>
                ))}
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ priority: fields.length + 1, name: '', background: '#2d8cf0', color: '#ffffff', num: 0 })}
                >
                  {t('Add_Award')}
                </Button>
              </>
            )}
          </Form.List>
        )}

        <Divider />
        <Space>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="c-save">
            {t('Save')}
          </Button>
          <Button onClick={() => navigate(back)}>{t('Back')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
