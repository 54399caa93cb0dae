// Group setting for group roots (groups-accounts-admin.md §2): the avatar (antd Upload, then the
// project's cropper, a 200×200 PNG, ≤ 2 MB, image types only) and the info form (PUT /api/group
// takes the whole group back; the server ignores the read-only fields).
import { useEffect, useRef, useState } from 'react';
import { Button, Card, Form, Space, Upload } from 'antd';
import { toast } from '../../utils/feedback';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import AvatarCropper, { cropToPng, type CropState } from '../../components/account/AvatarCropper';
import GroupAvatar from '../../components/group/GroupAvatar';
import GroupForm, { type GroupFormValues } from '../../components/group/GroupForm';
import { useGroup } from '../../components/group/useGroup';
import { updateGroup, uploadGroupAvatar } from '../../api/group';
import { GroupAuth } from '@judge/shared';

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/gif', 'image/jpeg', 'image/png', 'image/bmp', 'image/webp'];

export default function GroupSetting() {
  const { t } = useTranslation();
  const g = useGroup();
  const [form] = Form.useForm<GroupFormValues>();
  const [src, setSrc] = useState<string | null>(null);
  const crop = useRef<{ img: HTMLImageElement; crop: CropState } | null>(null);
  const group = g.group;

  useEffect(() => {
    if (group)
      form.setFieldsValue({
        name: group.name,
        shortName: group.shortName,
        brief: group.brief,
        description: group.description,
        auth: group.auth,
        visible: group.visible,
        code: group.code ?? undefined,
      });
  }, [group, form]);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);

  const upload = useMutation({
    mutationFn: async () => {
      if (!crop.current) throw new Error('no image');
      return uploadGroupAvatar(g.gid, await cropToPng(crop.current.img, crop.current.crop));
    },
    onSuccess: () => {
      toast.success(t('Upload_Avatar_Successfully'));
      setSrc(null);
      void g.refetch();
    },
  });
  const save = useMutation({
    mutationFn: (v: GroupFormValues) =>
      updateGroup({ ...group, ...v, id: g.gid, code: v.auth === GroupAuth.PRIVATE ? v.code : null }),
    onSuccess: () => {
      toast.success(t('Update_Successfully'));
      void g.refetch();
    },
  });

  if (!group) return null;
  if (!g.root) return null;
  return (
    <div className="group-stack" data-testid="group-setting">
      <Card title={t('Group_Avatar')}>
        <div className="group-side-avatar">
          <GroupAvatar avatar={group.avatar} shortName={group.shortName} auth={group.auth} />
        </div>
        {src ? (
          <Space orientation="vertical" align="center" style={{ width: '100%' }}>
            <AvatarCropper src={src} onChange={(img, c) => (crop.current = { img, crop: c })} />
            <Space>
              <Button onClick={() => setSrc(null)}>{t('Cancel')}</Button>
              <Button
                type="primary"
                loading={upload.isPending}
                onClick={() => upload.mutate()}
                data-testid="group-avatar-upload"
              >
                {t('Upload')}
              </Button>
            </Space>
          </Space>
        ) : (
          <div style={{ textAlign: 'center' }}>
            <Upload
              accept={TYPES.join(',')}
              showUploadList={false}
              beforeUpload={(file) => {
                if (!TYPES.includes(file.type)) toast.error(t('File_Type_Tips'));
                else if (file.size > MAX_BYTES) toast.error(t('File_Exceed_Tips'));
                else setSrc(URL.createObjectURL(file));
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>{t('Group_Choose_Avatar')}</Button>
            </Upload>
          </div>
        )}
      </Card>
      <Card title={t('Group_Info')}>
        <GroupForm form={form} />
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() =>
            form
              .validateFields()
              .then((v) => save.mutate(v))
              .catch(() => undefined)
          }
          data-testid="group-setting-save"
        >
          {t('Save')}
        </Button>
      </Card>
    </div>
  );
}
