// /manage/user (root only): the account list, the CSV import and the account generator.
import { Space } from 'antd';
import UserList from './UserList';
import ImportUsers from './ImportUsers';
import GenerateUsers from './GenerateUsers';

export default function UserAdmin() {
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <UserList />
      <ImportUsers />
      <GenerateUsers />
    </Space>
  );
}
