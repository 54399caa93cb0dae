// The group list (groups-accounts-admin.md §2 GroupList; hoj-ui "Groups"): a filter card (search,
// My Group ⇄ All Group, Create Group, the auth tags) and the card grid, 9 a page with the
// 9/15/30/60/120 choices. Filters live in the URL (keyword, auth, onlyMine, currentPage, limit).
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Button,
  Card,
  Col,
  Empty,
  Form,
  Grid,
  Input,
  Modal,
  Pagination,
  Row,
  Space,
  Spin,
  Tag,
  Alert,
} from 'antd';
import { toast } from '../../utils/feedback';
import { TeamOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { GroupAuth } from '@judge/shared';
import { GROUP_LIST_LIMIT, GROUP_PAGE_SIZES } from '@judge/shared/schemas/group';
import { createGroup, getGroupList, type GroupVO } from '../../api/group';
import { useSession } from '../../stores/session';
import { openLoginModal } from '../../stores/ui';
import GroupAuthTag from '../../components/group/GroupAuthTag';
import GroupAvatar, { AUTH_RGB } from '../../components/group/GroupAvatar';
import GroupForm, { type GroupFormValues } from '../../components/group/GroupForm';
import './group.css';

function GroupCard({ g, onOpen, onAuth }: { g: GroupVO; onOpen: () => void; onAuth: () => void }) {
  const rgb = AUTH_RGB[g.auth] ?? AUTH_RGB[1];
  return (
    <div
      className="group-card"
      style={{ borderColor: `rgba(${rgb},.5)` }}
      onClick={onOpen}
      data-testid={`group-card-${g.id}`}
    >
      <div className="group-card-tile">
        <GroupAvatar avatar={g.avatar} shortName={g.shortName} auth={g.auth} />
        <Link to={`/user-home?username=${encodeURIComponent(g.owner)}`} onClick={(e) => e.stopPropagation()}>
          {g.owner}
        </Link>
      </div>
      <div className="group-card-body">
        <div
          className="group-card-head"
          style={{ background: `rgba(${rgb},.2)`, color: `rgb(${rgb})` }}
          title={g.name}
        >
          {g.name}
        </div>
        <div className="group-card-brief">{g.brief}</div>
        <div className="group-card-foot" onClick={(e) => e.stopPropagation()}>
          <span>
            <TeamOutlined /> {g.memberCount}
          </span>
          <GroupAuthTag auth={g.auth} visible={g.visible} onClick={onAuth} />
          <span>{dayjs(g.gmtCreate).format('YYYY-MM-DD')}</span>
        </div>
      </div>
    </div>
  );
}

export default function GroupList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { isAuthenticated } = useSession();
  const narrow = !Grid.useBreakpoint().md;
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const auth = Number(params.get('auth')) || undefined;
  const onlyMine = params.get('onlyMine') === 'true';
  const currentPage = Math.max(1, Number(params.get('currentPage')) || 1);
  const limitParam = Number(params.get('limit'));
  const limit = (GROUP_PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : GROUP_LIST_LIMIT;
  const setQuery = (next: Record<string, string | number | boolean | undefined>) => {
    const merged = { keyword, auth, onlyMine: onlyMine || undefined, currentPage: 1, limit, ...next };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) {
      if (v === undefined || v === '' || v === (false as unknown)) continue;
      if (k === 'currentPage' && v === 1) continue;
      if (k === 'limit' && v === GROUP_LIST_LIMIT) continue;
      out.set(k, String(v));
    }
    setParams(out);
  };

  const list = useQuery({
    queryKey: ['groups', keyword, auth, onlyMine, currentPage, limit, isAuthenticated],
    queryFn: () =>
      getGroupList({
        currentPage,
        limit,
        keyword: keyword || undefined,
        auth,
        onlyMine: onlyMine || undefined,
      }),
    placeholderData: keepPreviousData,
  });

  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<GroupFormValues>();
  const create = useMutation({
    mutationFn: (v: GroupFormValues) =>
      createGroup({ ...v, code: v.auth === GroupAuth.PRIVATE ? v.code : undefined }),
    onSuccess: () => {
      toast.success(t('Create_Successfully'));
      setCreating(false);
      form.resetFields();
      void qc.invalidateQueries({ queryKey: ['groups'] });
    },
  });

  const needLogin = () => {
    toast.warning(t('Please_login_first'));
    openLoginModal();
  };
  const open = (g: GroupVO) => (isAuthenticated ? navigate(`/group/${g.id}`) : needLogin());

  const authChoices = [
    { value: undefined, label: t('All') },
    { value: GroupAuth.PUBLIC, label: t('Group_Public') },
    { value: GroupAuth.PROTECTED, label: t('Group_Protected') },
    { value: GroupAuth.PRIVATE, label: t('Group_Private') },
  ];
  const records = list.data?.records ?? [];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="group-list">
      <Card>
        <div className="group-filter">
          <h1 className="panel-title">{t('Group_List')}</h1>
          <Space wrap>
            <Input.Search
              allowClear
              defaultValue={keyword}
              placeholder={t('Enter_keyword')}
              style={{ width: narrow ? '100%' : 260 }}
              onSearch={(v) => setQuery({ keyword: v.trim() || undefined })}
              data-testid="group-search"
            />
            <Button
              color="orange"
              variant="solid"
              disabled={!isAuthenticated}
              onClick={() => setQuery({ onlyMine: !onlyMine })}
              data-testid="group-only-mine"
            >
              {onlyMine ? t('All_Group') : t('My_Group')}
            </Button>
            <Button
              type="primary"
              onClick={() => (isAuthenticated ? setCreating(true) : needLogin())}
              data-testid="group-create"
            >
              {t('Create_Group')}
            </Button>
          </Space>
        </div>
        <div className="group-filter-row">
          <span>{t('Group_Auth')}:</span>
          <Space size={[4, 8]} wrap>
            {authChoices.map((a) => (
              <Tag.CheckableTag
                key={a.label}
                checked={auth === a.value}
                onChange={() => setQuery({ auth: a.value })}
              >
                {a.label}
              </Tag.CheckableTag>
            ))}
          </Space>
        </div>
      </Card>
      <Card>
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('Load_Failed')}
            action={<Button onClick={() => list.refetch()}>{t('Retry')}</Button>}
          />
        ) : (
          <Spin spinning={list.isFetching}>
            {records.length === 0 && !list.isFetching ? (
              <Empty description={t('No_Groups')} />
            ) : (
              <Row gutter={[16, 16]}>
                {records.map((g) => (
                  <Col
                    key={g.id}
                    xs={24}
                    sm={12}
                    md={8}
                    lg={8}
                    xl={6}
                    xxl={4}
                    style={{ minWidth: narrow ? undefined : 300 }}
                  >
                    <GroupCard g={g} onOpen={() => open(g)} onAuth={() => setQuery({ auth: g.auth })} />
                  </Col>
                ))}
              </Row>
            )}
          </Spin>
        )}
        <Pagination
          style={{ marginTop: 16, justifyContent: 'center' }}
          current={currentPage}
          pageSize={limit}
          total={list.data?.total ?? 0}
          showSizeChanger
          pageSizeOptions={GROUP_PAGE_SIZES.map(String)}
          size={narrow ? 'small' : undefined}
          onChange={(p, size) =>
            setQuery(size !== limit ? { limit: size, currentPage: 1 } : { currentPage: p })
          }
        />
      </Card>
      <Modal
        open={creating}
        title={t('Create_Group')}
        width={narrow ? '100%' : 720}
        okText={t('OK')}
        cancelText={t('Cancel')}
        confirmLoading={create.isPending}
        onCancel={() => setCreating(false)}
        onOk={() =>
          form
            .validateFields()
            .then((v) => create.mutate(v))
            .catch(() => undefined)
        }
        destroyOnHidden
        data-testid="group-create-dialog"
      >
        <GroupForm form={form} />
      </Modal>
    </Space>
  );
}
