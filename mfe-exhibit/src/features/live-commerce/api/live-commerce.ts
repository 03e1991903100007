import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  LIVE_API,
  LIVE_LIMITS,
  LIVE_TOKEN_HEADER,
  liveChatPath,
  liveRoomApiPath,
  liveUserTokenPath,
  type LiveActives,
  type LiveChatList,
  type LiveChatMessage,
  type LiveRoomDetail,
  type LiveSchedules,
  type LiveUserToken,
} from '@mall/shared-contracts/exhibit';
import { useSession } from '@mall/shared-ui';
import { useHttp } from '@mall/shared-ui/http';

const LIVE_KEY = ['live-commerce'] as const;

export const liveActivesQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: [...LIVE_KEY, 'actives'],
    queryFn: () => http.get<LiveActives>(LIVE_API.actives).then((r) => r.data.live_rooms),
  });

export const liveSchedulesQueryOptions = (http: AxiosInstance) =>
  queryOptions({
    queryKey: [...LIVE_KEY, 'schedules'],
    queryFn: () => http.get<LiveSchedules>(LIVE_API.schedules).then((r) => r.data),
  });

export const liveRoomQueryOptions = (http: AxiosInstance, roomId: number) =>
  queryOptions({
    queryKey: [...LIVE_KEY, 'room', roomId],
    queryFn: () => http.get<LiveRoomDetail>(liveRoomApiPath(roomId)).then((r) => r.data),
    retry: false,
  });

export const useLiveActives = () => useQuery(liveActivesQueryOptions(useHttp()));
export const useLiveSchedules = () => useQuery(liveSchedulesQueryOptions(useHttp()));
export const useLiveRoom = (roomId: number | null) => useQuery({ ...liveRoomQueryOptions(useHttp(), roomId ?? 0), enabled: roomId !== null });

/**
 * The viewer's user token for the room (spec "user-token"), taken once per room and session: a member's
 * chats under their masked name, a visitor's only reads. Taken again when the session changes.
 */
export function useLiveUserToken(roomId: number) {
  const http = useHttp();
  const session = useSession();
  const member = session.status === 'member' ? session.user.login_id : null;
  return useQuery({
    queryKey: [...LIVE_KEY, 'token', roomId, member],
    queryFn: () => http.post<LiveUserToken>(liveUserTokenPath(roomId), {}).then((r) => r.data),
    staleTime: LIVE_LIMITS.tokenHours * 3_600_000 - 60_000,
    retry: false,
  });
}

/** The latest messages of the room, asked again every few seconds while `polling` (on air). */
export function useLiveChat(roomId: number, token: string | null, polling: boolean) {
  const http = useHttp();
  return useQuery({
    queryKey: [...LIVE_KEY, 'chat', roomId, token],
    queryFn: () => http.get<LiveChatList>(liveChatPath(roomId), { headers: token ? { [LIVE_TOKEN_HEADER]: token } : {} }).then((r) => r.data.messages),
    refetchInterval: polling ? LIVE_LIMITS.chatPollMs : false,
  });
}

/** Posts a chat message; the feed then reads it back. */
export function usePostLiveChat(roomId: number, token: string | null) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      http.post<LiveChatMessage>(liveChatPath(roomId), { body }, { headers: token ? { [LIVE_TOKEN_HEADER]: token } : {} }).then((r) => r.data),
    onSettled: () => client.invalidateQueries({ queryKey: [...LIVE_KEY, 'chat', roomId] }),
  });
}
