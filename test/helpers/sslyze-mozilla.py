"""Scans one TLS server with sslyze once and checks it against Mozilla's modern, intermediate
and old configurations (sslyze's own copy of guideline 5.7), as `sslyze --mozilla_config` does.
Prints {"modern": [issue ids], "intermediate": [...], "old": [...]}; [] means compliant.
Usage: sslyze-mozilla.py HOST PORT CA_FILE"""
import json
import sys
from pathlib import Path

from sslyze import Scanner, ServerNetworkLocation, ServerScanRequest, ServerScanStatusEnum
from sslyze.scanner.models import ScanCommandsExtraArguments
from sslyze.mozilla_tls_profile.tls_config_checker import (
    SCAN_COMMANDS_NEEDED_BY_MOZILLA_CHECKER,
    MozillaTlsConfiguration,
    ServerNotCompliantWithTlsConfiguration,
    TlsConfigurationEnum,
    check_server_against_tls_configuration,
)
from sslyze.plugins.certificate_info.implementation import CertificateInfoExtraArgument

host, port, ca_file = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
request = ServerScanRequest(
    server_location=ServerNetworkLocation(hostname=host, port=port, ip_address=host),
    scan_commands=SCAN_COMMANDS_NEEDED_BY_MOZILLA_CHECKER,
    scan_commands_extra_arguments=ScanCommandsExtraArguments(certificate_info=CertificateInfoExtraArgument(custom_ca_file=ca_file)),
)
scanner = Scanner()
scanner.queue_scans([request])
out = {}
for result in scanner.get_results():
    if result.scan_status != ServerScanStatusEnum.COMPLETED:
        print(json.dumps({"error": str(result.connectivity_error_trace)}))
        sys.exit(1)
    for level in ("modern", "intermediate", "old"):
        try:
            check_server_against_tls_configuration(result, MozillaTlsConfiguration.get(TlsConfigurationEnum(level)))
            out[level] = []
        except ServerNotCompliantWithTlsConfiguration as e:
            out[level] = sorted(e.issues.keys())
print(json.dumps(out))
