// What a stylesheet import becomes in a server render (tools/rspack-preset.mjs serverConfig).
export {};
