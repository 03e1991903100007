import { httpErrorMessage, type Platform } from '@mall/shared-contracts';
import { folderNameError, WISH_RULES } from '@mall/shared-contracts/member';

/**
 * Asks for a folder name (new or renamed) in the shell's prompt; a bad name is explained and asked
 * again with what was typed. Null when the member cancels.
 */
export async function askFolderName(platform: Platform, title: string, defaultValue = ''): Promise<string | null> {
  let value = defaultValue;
  for (;;) {
    const answer = await platform.alerts.prompt(`폴더 이름을 ${WISH_RULES.folderNameMax}자 이내로 입력해 주세요.`, {
      title,
      fields: [{ name: 'name', label: '폴더 이름', defaultValue: value, required: true }],
      closeButtonLabel: '확인',
    });
    if (!answer.confirmed) return null;
    value = answer.values.name ?? '';
    const problem = folderNameError(value);
    if (!problem) return value.trim();
    await platform.alerts.alert(problem);
  }
}

/** A failed wish change, told in the server's words. */
export const alertWishError = (platform: Platform, error: unknown) => platform.alerts.alert(httpErrorMessage(error));
