// Module Federation needs an entry module; each built-in remote's plugin is its exposed './plugin'.
export {};
