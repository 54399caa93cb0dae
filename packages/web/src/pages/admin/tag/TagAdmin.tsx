import { useState } from 'react';
import { Button, Card, ColorPicker, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TAG_COLOR, canManageAllProblems } from '@judge/shared';
import { ADMIN_TAG_PAGE_SIZE } from '../../../constants';
import {
  addTag,
  addTagClassification,
  deleteTag,
  deleteTagClassification,
  getAllTags,
  getTagClassifications,
  updateTag,
  updateTagClassification,
  type AdminTag,
  type TagClassification,
} from '../../../api/admin-problem';
import { useSession } from '../../../stores/session';
import { toast } from '../../../utils/feedback';
import { AddButton } from '../../../components/admin/AdminList';
import { requiredText } from '../../../utils/formRules';
import { EditDialog, actionsColumn } from '../../../components/admin/RowActions';

/** Tags (name, colour, classification) and classifications (name, rank) of the local bank. */
export default function TagAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  // Tags serve every problem: only those who manage every problem edit them.
  const canEdit = canManageAllProblems(actor);
  const tags = useQuery({ queryKey: ['admin', 'tags'], queryFn: getAllTags });
  const classes = useQuery({
    queryKey: ['admin', 'tag-classes'],
    queryFn: getTagClassifications,
    enabled: canEdit,
  });
  const [tagEdit, setTagEdit] = useState<AdminTag | null>(null);
  const [classEdit, setClassEdit] = useState<TagClassification | null>(null);
  const [tagForm] = Form.useForm<AdminTag>();
  const [classForm] = Form.useForm<TagClassification>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const className = (id?: number | null) => classes.data?.find((c) => c.id === id)?.name ?? '-';

  const editTag = (r: AdminTag) => {
    tagForm.setFieldsValue(r);
    setTagEdit(r);
  };
  const editClass = (r: TagClassification) => {
    classForm.setFieldsValue(r);
    setClassEdit(r);
  };
  const saveTag = async () => {
    const v = await tagForm.validateFields();
    const color =
      typeof v.color === 'string'
        ? v.color
        : (v.color as unknown as { toHexString(): string } | null)?.toHexString();
    const body = { ...tagEdit, ...v, color: color ?? DEFAULT_TAG_COLOR };
    if (tagEdit?.id) await updateTag(body);
    else await addTag(body);
    toast.success(t(tagEdit?.id ? 'Update_Successfully' : 'Add_Successfully'));
    setTagEdit(null);
    await refresh();
  };
  const saveClass = async () => {
    const v = await classForm.validateFields();
    if (classEdit?.id) await updateTagClassification({ ...classEdit, ...v });
    else await addTagClassification(v);
    toast.success(t(classEdit?.id ? 'Update_Successfully' : 'Add_Successfully'));
    setClassEdit(null);
    await refresh();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Card
        title={<span className="panel-title">{t('Admin_Tag')}</span>}
        extra={
          canEdit && (
            <AddButton
              onClick={() => {
                tagForm.resetFields();
                tagForm.setFieldsValue({ color: DEFAULT_TAG_COLOR });
                setTagEdit({ name: '' });
              }}
            >
              {t('Add_Tag')}
            </AddButton>
          )
        }
      >
        <Table<AdminTag>
          rowKey={(r) => String(r.id)}
          size="small"
          loading={tags.isLoading}
          dataSource={tags.data ?? []}
          pagination={{ pageSize: ADMIN_TAG_PAGE_SIZE }}
          // a phone's width: the table scrolls inside its card, not the page sideways
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            {
              title: t('Tag_Name'),
              dataIndex: 'name',
              render: (v: string, r) => <Tag color={r.color ?? undefined}>{v}</Tag>,
            },
            { title: t('Tag_Color'), dataIndex: 'color', width: 120 },
            { title: t('Tag_Classification'), dataIndex: 'tcid', render: (v: number | null) => className(v) },
            ...(canEdit ? [actionsColumn<AdminTag>(t, editTag, (r) => deleteTag(r.id!).then(refresh))] : []),
          ]}
        />
      </Card>
      {canEdit && (
        <Card
          title={<span className="panel-title">{t('Tag_Classification')}</span>}
          extra={
            <Button
              icon={<PlusOutlined />}
              onClick={() => {
                classForm.resetFields();
                classForm.setFieldsValue({ rank: 0 });
                setClassEdit({ name: '', rank: 0 });
              }}
            >
              {t('Add_Classification')}
            </Button>
          }
        >
          <Table<TagClassification>
            rowKey={(r) => String(r.id)}
            size="small"
            dataSource={classes.data ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'ID', dataIndex: 'id', width: 70 },
              { title: t('Tag_Classification_Name'), dataIndex: 'name' },
              { title: t('Rank'), dataIndex: 'rank', width: 100 },
              actionsColumn<TagClassification>(t, editClass, (r) =>
                deleteTagClassification(r.id!).then(refresh),
              ),
            ]}
          />
        </Card>
      )}
      <EditDialog
        form={tagForm}
        formName="tag-form"
        open={!!tagEdit}
        title={t(tagEdit?.id ? 'Edit_Tag' : 'Add_Tag')}
        onOk={() => void saveTag()}
        onCancel={() => setTagEdit(null)}
      >
        <Form.Item name="name" label={t('Tag_Name')} rules={requiredText(t('Tag_Name_Required'))}>
          <Input data-testid="tag-name" />
        </Form.Item>
        <Form.Item name="color" label={t('Tag_Color')}>
          <ColorPicker showText />
        </Form.Item>
        <Form.Item name="tcid" label={t('Tag_Classification')}>
          <Select allowClear options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
      </EditDialog>
      <EditDialog
        form={classForm}
        formName="class-form"
        open={!!classEdit}
        title={t(classEdit?.id ? 'Edit_Classification' : 'Add_Classification')}
        onOk={() => void saveClass()}
        onCancel={() => setClassEdit(null)}
      >
        <Form.Item
          name="name"
          label={t('Tag_Classification_Name')}
          rules={requiredText(t('Tag_Name_Required'))}
        >
          <Input data-testid="class-name" />
        </Form.Item>
        <Form.Item name="rank" label={t('Rank')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </EditDialog>
    </Space>
  );
}
