// Directives of well-known third-party nginx modules. nginx refuses them unless the module is
// built in or loaded, which ssllint cannot see: their names are known, never an error, and a
// name close to one of them is no near miss of nginx's own.

const NAMES = new Map<string, string>();
const add = (module: string, names: string): void => {
  for (const n of names.split(/\s+/)) if (n) NAMES.set(n, module);
};
add('headers-more', 'more_set_headers more_clear_headers more_set_input_headers more_clear_input_headers');
add('brotli', 'brotli brotli_static brotli_comp_level brotli_types brotli_buffers brotli_window brotli_min_length');
add('GeoIP2', 'geoip2 geoip2_proxy geoip2_proxy_recursive');
add('ModSecurity', 'modsecurity modsecurity_rules modsecurity_rules_file modsecurity_rules_remote modsecurity_transaction_id');
add('PageSpeed', 'pagespeed');
add('set-misc', `set_if_empty set_quote_sql_str set_quote_pgsql_str set_quote_json_str set_unescape_uri set_escape_uri
  set_local_today set_formatted_gmt_time set_formatted_local_time set_encode_base32 set_decode_base32 set_base32_padding
  set_base32_alphabet set_misc_base32_padding set_encode_base64 set_decode_base64 set_encode_base64url
  set_decode_base64url set_encode_hex set_decode_hex set_sha1 set_md5 set_hmac_sha1 set_hmac_sha256 set_random
  set_secure_random_alphanum set_secure_random_lcalpha set_rotate set_hashed_upstream`);
add('nginx-auth-ldap', 'auth_ldap auth_ldap_servers auth_ldap_cache_enabled auth_ldap_cache_expiration_time auth_ldap_cache_size auth_ldap_servers_size ldap_server');
add('nginx-upstream-check', 'check check_http_send check_http_expect_alive check_keepalive_requests check_shm_size check_status');
add('upstream-fair', 'fair');
add('nginx-sticky-module', 'sticky');
add('cache-purge', 'proxy_cache_purge fastcgi_cache_purge scgi_cache_purge uwsgi_cache_purge');
add('dav-ext', 'dav_ext_methods dav_ext_lock dav_ext_lock_zone');
add('fancyindex', 'fancyindex');
add('mod_zip', 'zip');
add('naxsi', 'SecRulesEnabled SecRulesDisabled LearningMode LibInjectionSql LibInjectionXss BasicRule MainRule DeniedUrl CheckRule');
add('substitutions', 'subs_filter subs_filter_types');
add('upload-progress', 'upload_progress track_uploads report_uploads upload_progress_json_output upload_progress_header');
add('ngx_devel_kit', 'ndk_set_var_value');
add('auth-pam', 'auth_pam auth_pam_service_name auth_pam_set_pam_env');
add('nginx-rtmp', 'rtmp rtmp_auto_push rtmp_auto_push_reconnect rtmp_socket_dir rtmp_control rtmp_stat rtmp_stat_stylesheet');
add('nginx Plus', `api health_check health_check_timeout match status_zone zone_sync ntlm queue state auth_jwt
  auth_jwt_key_file auth_jwt_key_request auth_jwt_leeway auth_jwt_type auth_jwt_claim_set auth_jwt_header_set keyval
  keyval_zone session_log session_log_format session_log_zone sticky_cookie_insert mgmt license_token usage_report`);
// freenginx (the fork, freenginx.org) 1.29.2, CHANGES 2025-09-23: "support for the Encrypted Client
// Hello (ECH) extension of the TLS 1.3 protocol", the directive in ngx_http_ssl_module.c at
// release-1.29.2 (github.com/freenginx-mirror/nginx). Its release numbers are not nginx's.
add('freenginx', 'ssl_encrypted_hello_key');
add('OpenTracing', 'opentracing opentracing_load_tracer opentracing_operation_name opentracing_location_operation_name opentracing_propagate_context opentracing_trace_locations opentracing_tag');

// Families by prefix or suffix: the modules add names faster than a list can follow.
const FAMILIES: [RegExp, string][] = [
  [/_by_lua(_block|_file|_no_postpone)?$/, 'OpenResty lua-nginx-module'],
  [/^lua_/, 'OpenResty lua-nginx-module'],
  [/^js_/, 'njs'],
  [/^passenger_|^rails_|^rack_env$|^union_station_/, 'Passenger'],
  [/^pagespeed/, 'PageSpeed'],
  [/^(vhost|server)_traffic_status/, 'VTS (traffic status)'],
  [/^echo(_|$)/, 'echo'],
  [/^geoip2/, 'GeoIP2'],
  [/^modsecurity/, 'ModSecurity'],
  [/^brotli/, 'brotli'],
  [/^zstd/, 'zstd'],
  [/^security_headers/, 'ngx_security_headers'],
  [/^(otel|opentelemetry)_?/, 'OpenTelemetry'],
  [/^(push_stream|nchan)_/, 'push-stream / nchan'],
  [/^(srcache|memc|redis2|redis|rds|drizzle|postgres|array|encrypted_session|form_input|xss|iconv|replace_filter)_/, 'OpenResty'],
  [/^(testcookie|upload|vod|rtmp|ndk|fancyindex|auth_jwt|auth_pam|auth_ldap|more_|headers_more|http_auth)_/, 'a third-party module'],
];

/** The third-party module that provides `name`, when it is a well-known one. */
export function thirdPartyModule(name: string): string | undefined {
  const listed = NAMES.get(name);
  if (listed !== undefined) return listed;
  for (const [re, module] of FAMILIES) if (re.test(name)) return module;
  return undefined;
}
