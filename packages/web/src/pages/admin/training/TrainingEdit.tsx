// Back-office training form (groups-accounts-admin.md §3, §5): rank (0–2147483647, default 1000),
// title, description, category, auth with a password for private ones, visibility. Checked on save
// by the same shared rules as the server (checkTrainingForm), so both refuse with the same words.
// With no category yet, the form cannot be filled: it says so and goes to the category page.
// In group mode (/group/:groupID/training/create and /edit/:trainingId, for the group's admins) it
// reads and saves the group's training through the group calls (trainingCalls.ts) and returns to
// the group's training tab (a new one) or its admin view (an edited one).
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { INPUT_LIMITS, TrainingAuth } from '@judge/shared';
import { TRAINING_LIMITS, checkTrainingForm, type TrainingDtoBody } from '@judge/shared/schemas/training';
import { getTrainingCategories } from '../../../api/training';
import { useTrainingCalls } from './trainingCalls';
import MarkdownEditor from '../../../components/markdown-editor/MarkdownEditor';
import { toast } from '../../../utils/feedback';

interface Values {
  rank: number | null;
  title: string;
  description: string;
  categoryId: number | null;
  auth: string;
  privatePwd: string;
  status: boolean;
}

const blank: Values = {
  rank: INPUT_LIMITS.trainingRankDefault,
  title: '',
  description: '',
  categoryId: null,
  auth: TrainingAuth.PUBLIC,
  privatePwd: '',
  status: true,
};

export default function TrainingEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { trainingId, groupID } = useParams();
  const tid = trainingId ? Number(trainingId) : null;
  const gid = groupID ? Number(groupID) : null;
  const calls = useTrainingCalls();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const auth = Form.useWatch('auth', form) ?? TrainingAuth.PUBLIC;
  const warned = useRef(false);

  const categories = useQuery({ queryKey: ['training', 'categories'], queryFn: getTrainingCategories });
  const detail = useQuery({
    queryKey: [...calls.key, 'training', tid],
    queryFn: () => calls.detail(tid!),
    enabled: tid != null,
  });

  // A training needs a category: with none yet, say so and go where one is made.
  useEffect(() => {
    if (categories.data && categories.data.length === 0 && !warned.current) {
      warned.current = true;
      Modal.warning({
        title: t('Warning'),
        content: t('Training_No_Category_Tips'),
        okText: t('OK'),
        onOk: () => navigate('/manage/training/category'),
      });
    }
  }, [categories.data, navigate, t]);

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue({
      rank: d.training.rank,
      title: d.training.title,
      description: d.training.description ?? '',
      categoryId: d.trainingCategory?.id ?? null,
      auth: d.training.auth,
      privatePwd: d.training.privatePwd ?? '',
      status: d.training.status,
    });
  }, [detail.data, form]);

  const save = async () => {
    const v = { ...blank, ...form.getFieldsValue(true) } as Values;
    const body: TrainingDtoBody = {
      training: {
        id: tid,
        rank: v.rank,
        title: v.title,
        description: v.description,
        auth: v.auth,
        privatePwd: v.auth === TrainingAuth.PRIVATE ? v.privatePwd : '',
        status: v.status,
        ...(gid != null ? { gid } : {}),
      },
      trainingCategory: v.categoryId == null ? null : { id: v.categoryId },
    };
    const check = checkTrainingForm({
      training: { ...body.training, status: v.status, isGroup: gid != null },
      trainingCategory: body.trainingCategory,
    } as Parameters<typeof checkTrainingForm>[0]);
    if (!check.ok) {
      toast.error(t(check.issue.key, check.issue.params));
      return;
    }
    setSaving(true);
    try {
      await calls.save(body, tid == null);
      toast.success(t(tid == null ? 'Create_Successfully' : 'Update_Successfully'));
      await queryClient.invalidateQueries({ queryKey: calls.key });
      navigate(gid != null && tid == null ? `/group/${gid}/training` : calls.paths.list);
    } catch {
      /* the HTTP client showed the server's message */
    } finally {
      setSaving(false);
    }
  };

  if (tid != null && !detail.data) {
    return detail.isError ? (
      <Card>
        <Typography.Text type="danger">{t('Training_Load_Failed')}</Typography.Text>
      </Card>
    ) : (
      <Spin style={{ display: 'block', margin: 40 }} />
    );
  }

  return (
    <Card
      title={<span className="panel-title">{t(tid == null ? 'Create_Training' : 'Edit_Training')}</span>}
      data-testid="training-edit"
    >
      <Form<Values> form={form} layout="vertical" initialValues={blank} requiredMark>
        <Space wrap size={16} align="start">
          <Form.Item name="rank" label={t('Training_Rank')} required tooltip={t('Training_Rank_Tips')}>
            <InputNumber
              min={0}
              max={INPUT_LIMITS.trainingRankMax}
              precision={0}
              style={{ width: 200 }}
              data-testid="t-rank"
            />
          </Form.Item>
          <Form.Item name="categoryId" label={t('Training_Category')} required>
            <Select
              style={{ width: 220 }}
              placeholder={t('Training_Category')}
              loading={categories.isLoading}
              options={(categories.data ?? []).map((c) => ({
                value: c.id,
                label: (
                  <span>
                    <span className="training-color-dot" style={{ background: c.color }} /> {c.name}
                  </span>
                ),
              }))}
              data-testid="t-category"
            />
          </Form.Item>
          <Form.Item name="status" label={t('Visible')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="title" label={t('Training_Title')} required>
          <Input maxLength={TRAINING_LIMITS.title} showCount data-testid="t-title" />
        </Form.Item>
        <Form.Item name="description" label={t('Training_Description')} required>
          <MarkdownEditor rows={6} testId="t-description" />
        </Form.Item>
        <Space wrap size={16} align="start">
          <Form.Item name="auth" label={t('Training_Auth')} required>
            <Radio.Group
              optionType="button"
              options={[
                { value: TrainingAuth.PUBLIC, label: t('Training_Public') },
                { value: TrainingAuth.PRIVATE, label: t('Training_Private') },
              ]}
            />
          </Form.Item>
          {auth === TrainingAuth.PRIVATE && (
            <Form.Item name="privatePwd" label={t('Training_Password')} required>
              <Input.Password
                maxLength={TRAINING_LIMITS.pwd}
                style={{ width: 240 }}
                autoComplete="new-password"
                data-testid="t-password"
              />
            </Form.Item>
          )}
        </Space>
        <div>
          <Button type="primary" loading={saving} onClick={() => void save()} data-testid="t-save">
            {t('Save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
