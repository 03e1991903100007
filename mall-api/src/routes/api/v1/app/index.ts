import { API, HEADERS, MESSAGES } from '@mall/shared-contracts';
import type { FastifyRequest } from 'fastify';
import {
  AppDeviceSchema,
  AppVersionInfoSchema,
  AppVersionQuerySchema,
  DeviceUuidSchema,
  PushAgreementBodySchema,
  PushTokenBodySchema,
} from '@mall/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../../lib/errors';
import { errorResponses } from '../../../../lib/route-schemas';

const tags = ['app'];
/** The device-secret header: proof that the caller is the device it names (issued when it registered). */
export const deviceSecretOf = (request: FastifyRequest) => {
  const value = request.headers[HEADERS.deviceSecret];
  return typeof value === 'string' && value.length <= 256 ? value : undefined;
};
const description =
  '앱(WebView)이 보내는 기기 UUID로 기기를 구분하고, 등록 때 발급한 device-secret 헤더로 그 기기임을 확인합니다. 로그인한 회원은 Bearer 토큰으로 기기와 연결됩니다.';

export const appRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.appDevicesRepository;

  app.put(
    API.appPushToken,
    { schema: { tags, description, summary: '푸시 토큰 저장/갱신', body: PushTokenBodySchema, response: { 200: AppDeviceSchema, ...errorResponses } } },
    async (request) => {
      const session = await request.resolveSession();
      return repo.storePushToken(request.body, session?.memberId ?? null, deviceSecretOf(request));
    },
  );

  app.get(
    '/api/v1/app/devices/:uuid',
    {
      schema: { tags, summary: '기기 알림 설정', params: z.object({ uuid: DeviceUuidSchema }), response: { 200: AppDeviceSchema, ...errorResponses } },
    },
    async (request) => {
      const device = await repo.find(request.params.uuid, deviceSecretOf(request));
      if (!device) throw notFound(MESSAGES.deviceNotFound, 'DEVICE_NOT_FOUND');
      return device;
    },
  );

  app.put(
    API.appPushAgreement,
    {
      schema: { tags, summary: '푸시·야간 푸시 수신 동의', body: PushAgreementBodySchema, response: { 200: AppDeviceSchema, ...errorResponses } },
    },
    async (request) => {
      const device = await repo.setAgreement(request.body, deviceSecretOf(request));
      if (!device) throw notFound(MESSAGES.deviceNotFound, 'DEVICE_NOT_FOUND');
      return device;
    },
  );

  app.get(
    API.appVersionInfo,
    { schema: { tags, summary: '앱 버전 정보', querystring: AppVersionQuerySchema, response: { 200: AppVersionInfoSchema, ...errorResponses } } },
    async (request) => {
      const info = await repo.versionInfo(request.query.os);
      if (!info) throw notFound('앱 버전 정보를 찾을 수 없습니다.', 'APP_VERSION_NOT_FOUND');
      return info;
    },
  );
};

export default appRoutes;
