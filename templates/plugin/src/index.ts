// Module Federation needs an entry; the plugin itself is the exposed './plugin' module.
export {};
