// Schemas of the user calls: profile edit, avatar, home page, heatmap.
import { z } from 'zod';
import { isWebLink } from '../format.js';

const opt = (max: number) => z.string().trim().max(max, `Field_Too_Long|max=${max}`).nullable().optional();

/** A profile link (blog, GitHub page): empty clears it, anything else must be an http(s) URL. */
const link = (max: number) =>
  opt(max).refine((v) => v == null || v === '' || isWebLink(v), 'Profile_Link_Invalid');

/** POST /api/change-userInfo: any subset of the editable fields (others in the body are ignored). */
export const changeUserInfoBody = z.object({
  realname: opt(50),
  nickname: opt(20),
  school: opt(100),
  course: opt(100),
  number: opt(200),
  gender: z.enum(['male', 'female', 'secrecy'], { error: 'Gender_Invalid' }).optional(),
  github: link(255),
  blog: link(255),
  cfUsername: opt(255),
  signature: opt(65535),
});

export const userQuery = z.object({
  uid: z.string().max(64).optional(),
  username: z.string().max(100).optional(),
});

export const userHomeSchema = z.object({
  uid: z.string(),
  username: z.string(),
  school: z.string().nullable(),
  signature: z.string().nullable(),
  nickname: z.string().nullable(),
  gender: z.string(),
  github: z.string().nullable(),
  blog: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  total: z.number().describe('non-contest submissions'),
  rating: z.number().nullable().describe('Codeforces rating, null when unknown'),
  scoreList: z.array(z.number()),
  solvedList: z.array(z.string()),
  solvedGroupByDifficulty: z.record(
    z.string(),
    z.array(z.object({ id: z.number(), problemId: z.string(), difficulty: z.number() })),
  ),
  recentLoginTime: z.string().nullable(),
  gmtCreate: z.string(),
});

export const heatmapSchema = z.object({
  endDate: z.string().describe('YYYY-MM-DD'),
  dataList: z.array(z.object({ date: z.string(), count: z.number() })),
});

export const avatarNameParams = z.object({
  name: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|gif|bmp|webp)$/),
});
