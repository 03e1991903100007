import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  EXPERIENCE_GROUP_API,
  experienceGroupApplicationsPath,
  experienceGroupPath,
  experienceGroupReviewsPath,
  type ExperienceApplicationBody,
  type ExperienceApplicationCreated,
  type ExperienceGroupDetail,
  type ExperienceGroupList,
  type ExperienceGroupTab,
  type ExperienceReview,
  type ExperienceReviewBody,
} from '@mall/shared-contracts/exhibit';
import { REVIEW_API, type ReviewPhoto } from '@mall/shared-contracts/member';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

const KEY = ['experience-groups'] as const;

export const experienceGroupsQueryOptions = (http: AxiosInstance, tab: ExperienceGroupTab) =>
  queryOptions({
    queryKey: [...KEY, 'list', tab],
    queryFn: () => http.get<ExperienceGroupList>(EXPERIENCE_GROUP_API.groups, { params: { tab } }).then((r) => r.data.experience_groups),
  });

/** The detail carries the caller's own application: cached per member (null: a visitor). */
export const experienceGroupQueryOptions = (http: AxiosInstance, id: number, member: string | null) =>
  queryOptions({
    queryKey: [...KEY, 'one', id, member],
    queryFn: () => http.get<ExperienceGroupDetail>(experienceGroupPath(id)).then((r) => r.data),
    retry: false,
  });

export const useExperienceGroups = (tab: ExperienceGroupTab) => useQuery(experienceGroupsQueryOptions(useHttp(), tab));

export function useExperienceGroup(id: number | null) {
  const http = useHttp();
  const session = useSession();
  const member = session.status === 'member' ? session.user.login_id : null;
  return useQuery({ ...experienceGroupQueryOptions(http, id ?? 0, member), enabled: id !== null });
}

/** Applies to the group; the lists and the detail then read the new application. */
export function useApplyExperienceGroup(id: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExperienceApplicationBody) => http.post<ExperienceApplicationCreated>(experienceGroupApplicationsPath(id), body).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** Writes the selected member's experience review. */
export function useWriteExperienceReview(id: number) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExperienceReviewBody) => http.post<ExperienceReview>(experienceGroupReviewsPath(id), body).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** One photo uploaded the way a goods review's is (mall-api stores it; the review takes it by id). */
export function useUploadReviewPhoto() {
  const http = useHttp();
  return useMutation({
    mutationFn: (file: File) =>
      http.post<ReviewPhoto>(REVIEW_API.photos, file, { headers: { 'Content-Type': file.type || 'application/octet-stream' } }).then((r) => r.data),
  });
}
