"""Real names read from the trees of review24.py's sources (seeded subsets where a tree is large).

Paths as `git ls-tree -r --name-only` listed them at the commit named in each generator's docstring; each
constant maps a folder to the space-separated names in it (KIND: files of the kind, OTHER: neighbours); the
folder "" holds whole paths (folders with fewer than three names); a tuple holds names with spaces.
"""


NTC_TEMPLATES_KIND = {
    'ntc_templates/templates': (
        'alcatel_aos_show_lldp_remote-system.textfsm alcatel_aos_show_vlan.textfsm '
        'alcatel_aos_show_vlan_port.textfsm alcatel_sros_ping.textfsm alcatel_sros_show_lag_port.textfsm '
        'alcatel_sros_show_port_description.textfsm alcatel_sros_show_router_isis_interface.textfsm '
        'alcatel_sros_show_router_ospf_interface.textfsm alcatel_sros_show_router_rsvp_interface.textfsm '
        'alcatel_sros_show_service_sap-using.textfsm alcatel_sros_show_service_service-using.textfsm '
        'allied_telesis_awplus_show_static-channel-group.textfsm allied_telesis_awplus_show_vlan_all.textfsm '
        'arista_eos_bash_df_-h.textfsm arista_eos_show_clock.textfsm '
        'arista_eos_show_interfaces_description.textfsm arista_eos_show_inventory.textfsm '
        'arista_eos_show_ip_bgp_detail.textfsm arista_eos_show_ip_bgp_summary.textfsm '
        'arista_eos_show_ip_interface_brief.textfsm arista_eos_show_ip_ospf_summary.textfsm '
        'arista_eos_show_lldp_neighbors.textfsm arista_eos_show_mac_address-table.textfsm '
        'arista_eos_show_mac_security_interface.textfsm arista_eos_show_mac_security_mka_counters.textfsm '
        'arista_eos_show_mlag.textfsm arista_eos_show_module.textfsm '
        'arista_eos_show_processes_top_once.textfsm arista_eos_show_snmp_community.textfsm '
        'arista_eos_show_vlan.textfsm aruba_aoscx_show_bfd_all-vrfs.textfsm '
        'aruba_aoscx_show_interface.textfsm aruba_aoscx_show_lldp_neighbors-info_detail.textfsm '
        'aruba_aoscx_show_vsf_detail.textfsm aruba_os_show_ap_database.textfsm aruba_os_show_arp.textfsm '
        'avaya_ers_show_mlt_all-members.textfsm broadcom_icos_show_lldp_remote-device_all.textfsm '
        'broadcom_icos_show_version.textfsm brocade_fastiron_show_arp.textfsm '
        'brocade_fastiron_show_interfaces.textfsm brocade_fastiron_show_mac-address.textfsm '
        'brocade_fastiron_show_monitor.textfsm brocade_fastiron_show_topo.textfsm '
        'brocade_netiron_show_lag_brief.textfsm brocade_netiron_show_metro.textfsm '
        'brocade_netiron_show_monitor_actual.textfsm brocade_netiron_show_running-config_interface.textfsm '
        'brocade_netiron_show_running-config_vlan.textfsm brocade_netiron_show_topo.textfsm '
        'checkpoint_gaia_show_route.textfsm checkpoint_gaia_show_version_all.textfsm '
        'checkpoint_gaia_show_virtual-system_all.textfsm ciena_saos_port_show_ethernet-config.textfsm '
        'ciena_saos_port_show_status.textfsm ciena_saos_vlan_show.textfsm '
        'cisco_apic_fabric_show_vlan_extended.textfsm cisco_asa_dir.textfsm '
        'cisco_asa_show_access-list.textfsm cisco_asa_show_asp_drop.textfsm '
        'cisco_asa_show_bgp_summary.textfsm cisco_asa_show_cpu_usage_detailed.textfsm '
        'cisco_asa_show_failover.textfsm cisco_asa_show_inventory.textfsm '
        'cisco_asa_show_ospf_interface_brief.textfsm cisco_asa_show_running-config_crypto_ikev1.textfsm '
        'cisco_asa_show_running-config_crypto_map.textfsm '
        'cisco_asa_show_running-config_object_service.textfsm '
        'cisco_asa_show_running-config_tunnel-group.textfsm cisco_asa_show_vpn-sessiondb.textfsm '
        'cisco_fxos_show_system_firmware.textfsm cisco_ios_ping.textfsm '
        'cisco_ios_show_access-session.textfsm cisco_ios_show_alert_counters.textfsm '
        'cisco_ios_show_ap_cdp_neighbors.textfsm cisco_ios_show_ap_summary.textfsm '
        'cisco_ios_show_arp.textfsm cisco_ios_show_authentication_sessions.textfsm '
        'cisco_ios_show_authentication_sessions_method_details.textfsm '
        'cisco_ios_show_capability_feature_routing.textfsm cisco_ios_show_cdp_neighbors.textfsm '
        'cisco_ios_show_controller_t1.textfsm cisco_ios_show_crypto_session_detail.textfsm '
        'cisco_ios_show_cts_credentials.textfsm cisco_ios_show_cts_pacs.textfsm '
        'cisco_ios_show_endpoint-tracker.textfsm cisco_ios_show_file_systems.textfsm '
        'cisco_ios_show_interface_link.textfsm cisco_ios_show_interface_transceiver.textfsm '
        'cisco_ios_show_interfaces_description.textfsm cisco_ios_show_interfaces_status_err-disabled.textfsm '
        'cisco_ios_show_interfaces_switchport.textfsm cisco_ios_show_ip_arp.textfsm '
        'cisco_ios_show_ip_bgp_summary.textfsm cisco_ios_show_ip_cef.textfsm '
        'cisco_ios_show_ip_eigrp_neighbors.textfsm cisco_ios_show_ip_eigrp_neighbors_detail.textfsm '
        'cisco_ios_show_ip_eigrp_topology.textfsm cisco_ios_show_ip_ospf_database_network.textfsm '
        'cisco_ios_show_ip_ospf_database_router.textfsm cisco_ios_show_ip_ospf_interface_brief.textfsm '
        'cisco_ios_show_ipv6_neighbors.textfsm cisco_ios_show_ipv6_route.textfsm '
        'cisco_ios_show_isdn_status.textfsm cisco_ios_show_isis_neighbors.textfsm '
        'cisco_ios_show_license.textfsm cisco_ios_show_lldp_neighbors.textfsm cisco_ios_show_logging.textfsm '
        'cisco_ios_show_module.textfsm cisco_ios_show_module_submodule.textfsm '
        'cisco_ios_show_nve_peers.textfsm cisco_ios_show_port-security_interface_interface.textfsm '
        'cisco_ios_show_power_available.textfsm cisco_ios_show_power_inline.textfsm '
        'cisco_ios_show_power_status.textfsm cisco_ios_show_power_supplies.textfsm '
        'cisco_ios_show_redundancy.textfsm cisco_ios_show_running-config_partition_access-list.textfsm '
        'cisco_ios_show_sdwan_bfd_summary.textfsm cisco_ios_show_sdwan_control_connections.textfsm '
        'cisco_ios_show_sdwan_omp_peers.textfsm cisco_ios_show_snmp_group.textfsm '
        'cisco_ios_show_vlan_group.textfsm cisco_ios_show_vrrp_brief.textfsm '
        'cisco_ios_show_wireless_tag_policy_summary.textfsm cisco_nvfis_show_bridge-settings.textfsm '
        'cisco_nvfis_show_running-config_snmp_host.textfsm cisco_nvfis_show_version.textfsm '
        'cisco_nxos_show_access-lists.textfsm cisco_nxos_show_cdp_neighbors.textfsm '
        'cisco_nxos_show_cdp_neighbors_detail.textfsm cisco_nxos_show_feature.textfsm '
        'cisco_nxos_show_fex_id.textfsm cisco_nxos_show_forwarding_ipv4_route.textfsm '
        'cisco_nxos_show_hardware_internal_bigsur_all-ports_detail.textfsm cisco_nxos_show_interface.textfsm '
        'cisco_nxos_show_interface_description.textfsm cisco_nxos_show_interface_transceiver.textfsm '
        'cisco_nxos_show_interface_transceiver_details.textfsm cisco_nxos_show_inventory.textfsm '
        'cisco_nxos_show_ip_community-list.textfsm cisco_nxos_show_ip_route.textfsm '
        'cisco_nxos_show_lldp_neighbors.textfsm cisco_nxos_show_mac_address-table.textfsm '
        'cisco_nxos_show_nve_vni.textfsm cisco_nxos_show_port-channel_summary.textfsm '
        'cisco_nxos_show_spanning-tree_root.textfsm cisco_nxos_show_vdc.textfsm cisco_nxos_show_vpc.textfsm '
        'cisco_nxos_show_vrf_detail.textfsm cisco_s300_show_ip_interface.textfsm '
        'cisco_s300_show_lldp_neighbors.textfsm cisco_s300_show_mac_address-table.textfsm '
        'cisco_viptela_show_arp.textfsm cisco_viptela_show_interface.textfsm '
        'cisco_wlc_ssh_show_band-select.textfsm cisco_wlc_ssh_show_boot.textfsm '
        'cisco_wlc_ssh_show_cdp_neighbors_detail.textfsm cisco_wlc_ssh_show_interface_detailed_id.textfsm '
        'cisco_wlc_ssh_show_interface_group_summary.textfsm cisco_wlc_ssh_show_redundancy_summary.textfsm '
        'cisco_wlc_ssh_show_rf-profile_summary.textfsm cisco_wlc_ssh_show_sysinfo.textfsm '
        'cisco_wlc_ssh_show_wlan_sum.textfsm cisco_xr_admin_show_environment_fan.textfsm '
        'cisco_xr_admin_show_environment_power.textfsm cisco_xr_admin_show_platform.textfsm '
        'cisco_xr_show_asic-errors_all_location.textfsm cisco_xr_show_bfd_sessions.textfsm '
        'cisco_xr_show_bgp_vrf_all_ipv4_unicast_summary.textfsm '
        'cisco_xr_show_controllers_fabric_fia_drops_ingress_location.textfsm '
        'cisco_xr_show_drops_np_all.textfsm cisco_xr_show_eigrp_neighbors.textfsm cisco_xr_show_hsrp.textfsm '
        'cisco_xr_show_ip_bgp_summary.textfsm cisco_xr_show_ip_interface_brief.textfsm '
        'cisco_xr_show_ip_route.textfsm cisco_xr_show_lldp_neighbors_detail.textfsm '
        'cisco_xr_show_ospf_vrf_all_interface_brief.textfsm cisco_xr_show_ospf_vrf_all_neighbor.textfsm '
        'cisco_xr_show_rsvp_neighbors.textfsm dell_force10_show_arp.textfsm '
        'dell_powerconnect_show_bridge_address_table.textfsm '
        'dell_powerconnect_show_interfaces_status.textfsm edgecore_show_ip_interface.textfsm '
        'eltex_show_interfaces_status.textfsm eltex_show_ip_interface.textfsm eltex_show_system_id.textfsm '
        'ericsson_ipos_show_isis_adjacency.textfsm ericsson_ipos_show_version.textfsm '
        'extreme_exos_show_ports_description.textfsm extreme_exos_show_sharing.textfsm '
        'fortinet_execute_dhcp_lease-list.textfsm fortinet_execute_log_display.textfsm '
        'fortinet_get_router_info_bgp_neighbors.textfsm fortinet_get_router_info_bgp_summary.textfsm '
        'fortinet_get_system_arp.textfsm fortinet_get_system_status.textfsm hp_comware_display_clock.textfsm '
        'hp_comware_display_device_manuinfo.textfsm hp_comware_display_ip_interface.textfsm '
        'hp_comware_display_lldp_neighbor-information_verbose.textfsm hp_comware_display_mac-address.textfsm '
        'hp_comware_display_vlan_brief.textfsm hp_procurve_show_cdp_neighbors_detail.textfsm '
        'hp_procurve_show_ip.textfsm hp_procurve_show_lldp_info_remote-device.textfsm '
        'hp_procurve_show_mac-address.textfsm hp_procurve_show_system.textfsm '
        'hp_procurve_show_tech_buffers.textfsm hp_procurve_show_vsf_detail.textfsm '
        'huawei_ont_display_access_mode.textfsm huawei_ont_display_macaddress.textfsm '
        'huawei_ont_display_memory_info.textfsm huawei_ont_display_pppoe_em_result.textfsm '
        'huawei_ont_display_swm_state.textfsm huawei_smartax_display_board_serial-number.textfsm '
        'huawei_smartax_display_mac-address.textfsm huawei_smartax_display_mac-address_ont_0_1_2_0.textfsm '
        'huawei_smartax_display_ont_autofind.textfsm huawei_smartax_display_ont_capability_all.textfsm '
        'huawei_smartax_display_ont_info_summary_ont.textfsm '
        'huawei_smartax_display_ont_wlan-info_0_1_2_0.textfsm huawei_smartax_display_port_info.textfsm '
        'huawei_smartax_display_service-port_all.textfsm huawei_smartax_display_sysman_service_state.textfsm '
        'huawei_smartax_display_sysuptime.textfsm huawei_smartax_display_temperature.textfsm '
        'huawei_vrp_display_acl_all.textfsm huawei_vrp_display_ap_all.textfsm '
        'huawei_vrp_display_interface_brief.textfsm huawei_vrp_display_interface_description.textfsm '
        'huawei_vrp_display_ip_vpn-instance_interface.textfsm '
        'huawei_vrp_display_snmp-agent_community_read.textfsm '
        'huawei_vrp_display_traffic-filter_applied-record.textfsm huawei_vrp_display_version.textfsm '
        'huawei_vrp_display_vlan.textfsm juniper_junos_show_isis_adjacency.textfsm '
        'juniper_junos_show_ospf_neighbor.textfsm '
        'juniper_junos_show_system_configuration_database_usage.textfsm '
        'juniper_junos_show_system_processes_brief.textfsm '
        'juniper_junos_show_system_processes_summary.textfsm juniper_junos_show_system_uptime.textfsm '
        'linux_dmidecode_-t_system.textfsm linux_iwconfig.textfsm linux_iwlist_wlan0_scanning.textfsm '
        'linux_pct_list.textfsm linux_pveversion.textfsm linux_qm_list.textfsm '
        'mikrotik_routeros_interface_bonding_print_detail.textfsm '
        'mikrotik_routeros_interface_ethernet_monitor_name_once.textfsm '
        'mikrotik_routeros_interface_ethernet_poe_print_without-paging.textfsm '
        'mikrotik_routeros_interface_lte_apn_print_terse.textfsm '
        'mikrotik_routeros_interface_print_brief.textfsm mikrotik_routeros_interface_print_detail.textfsm '
        'mikrotik_routeros_interface_vlan_print_detail.textfsm '
        'mikrotik_routeros_interface_wireguard_peers_print_terse_without-paging.textfsm '
        'mikrotik_routeros_ip_dhcp-server_lease_print.textfsm '
        'mikrotik_routeros_ip_firewall_nat_print_all_without-paging.textfsm '
        'mikrotik_routeros_ipv6_neighbor_print_without-paging.textfsm '
        'mikrotik_routeros_routing_bgp_peer_print_status.textfsm '
        'mikrotik_routeros_routing_ospf_interface_print_terse.textfsm mikrotik_routeros_tool_profile.textfsm '
        'oneaccess_oneos_ls.textfsm oneaccess_oneos_show_cellular-radio_network.textfsm '
        'oneaccess_oneos_show_ip_as-path-access-list.textfsm oneaccess_oneos_show_ip_bgp_summary.textfsm '
        'oneaccess_oneos_show_ip_interface_brief.textfsm oneaccess_oneos_show_ip_vrf_brief.textfsm '
        'oneaccess_oneos_show_isdn_led-status.textfsm oneaccess_oneos_show_memory.textfsm '
        'oneaccess_oneos_show_product-info-area.textfsm oneaccess_oneos_show_running-config_aaa.textfsm '
        'oneaccess_oneos_show_running-config_bind.textfsm '
        'oneaccess_oneos_show_running-config_ip_route.textfsm '
        'oneaccess_oneos_show_system_secure-crashlog.textfsm oneaccess_oneos_show_system_status.textfsm '
        'oneaccess_oneos_show_track_all.textfsm oneaccess_oneos_show_voice_dial-peer_voice_voip_all.textfsm '
        'oneaccess_oneos_show_voice_sip-gateway.textfsm paloalto_panos_debug_swm_status.textfsm '
        'paloalto_panos_show_counter_global.textfsm paloalto_panos_show_interface_management.textfsm '
        'paloalto_panos_show_lldp_neighbors_all.textfsm paloalto_panos_show_mac_all.textfsm '
        'paloalto_panos_show_routing_route.textfsm paloalto_panos_show_running_nat-policy.textfsm '
        'paloalto_panos_show_running_security-policy.textfsm ruckus_fastiron_show_media_validation.textfsm '
        'ruckus_fastiron_show_version.textfsm ubiquiti_edgerouter_show_arp.textfsm '
        'ubiquiti_edgerouter_show_nat_rules.textfsm vmware_nsxv_show_ip_bgp_neighbors.textfsm '
        'vmware_nsxv_show_ip_route.textfsm vyatta_vyos_show_arp.textfsm vyatta_vyos_show_interfaces.textfsm '
        'zte_zxros_show_arp.textfsm zte_zxros_show_interface_brief.textfsm '
        'zyxel_os_cfg_intf_group_get.textfsm zyxel_os_cfg_ipalias_get.textfsm '
        # the ten templates whose command holds a capital or a dot, in index like the rest (added after the first run)
        'cisco_wlc_ssh_show_802.11a.textfsm cisco_wlc_ssh_show_802.11a_cleanair_config.textfsm '
        'cisco_wlc_ssh_show_advanced_802.11a_channel.textfsm '
        'cisco_xr_show_controllers_HundredGigabitEthernet.textfsm huawei_ont_display_boardItem.textfsm '
        'huawei_ont_display_deviceInfo.textfsm huawei_ont_display_machineItem.textfsm '
        'oneaccess_oneos_cat_bsa_bsaboot.inf.textfsm zyxel_os_cfg_lan_get_--Name_name.textfsm '
        'zyxel_os_zycli_Ethctl_media-type.textfsm'
    ),
}


NTC_TEMPLATES_OTHER = {
    '': (
        '.bandit.yml .dockerignore .flake8 .github_changelog_generator .gitignore .pydocstyle.ini '
        '.readthedocs.yml .vale.ini .yamllint .yamllint.yml Dockerfile LICENSE README.md changes_for_4.md '
        'changes_for_5.md cli.py mkdocs.yml poetry.lock pyproject.toml tasks.py .github/CODEOWNERS '
        'docs/requirements.txt docs/admin/release_notes/version_1.5.md '
        'docs/admin/release_notes/version_2.2.md ntc_templates/__init__.py ntc_templates/parse.py '
        'tests/alcatel_aos/show_vlan_port/alcatel_aos_show_vlan_port_2.yml '
        'tests/alcatel_sros/ping/ping_rapid_duplicate.raw '
        'tests/alcatel_sros/show_router_pim_interface/show_router_pim_interface.raw '
        'tests/arista_eos/show_environment_power/arista_eos_show_environment_power1.yml '
        'tests/arista_eos/show_interfaces_transceiver_hardware/arista_eos_show_interfaces_transceiver_hardware_01.raw '
        'tests/arista_eos/show_ip_access-lists/arista_eos_show_ip_access-lists.yml '
        'tests/arista_eos/show_ip_bgp_summary/arista_eos_show_ip_bgp_summary.yml '
        'tests/arista_eos/show_processes_top_once/arista_eos_show_processes_top_once4.raw '
        'tests/aruba_aoscx/show_interface/show_interface6.raw '
        'tests/aruba_aoscx/show_lldp_neighbors-info_detail/show_lldp_neighbors-info_detail.raw '
        'tests/aruba_aoscx/show_module/show_module.raw '
        'tests/avaya_ers/show_mac-address-table/avaya_ers_show_mac-address-table.raw '
        'tests/broadcom_icos/show_version/broadcom_icos_show_version5.yml '
        'tests/brocade_fastiron/show_arp/brocade_fastiron_show_arp.raw '
        'tests/brocade_fastiron/show_interfaces_brief/brocade_fastiron_show_interfaces_brief1.yml '
        'tests/brocade_fastiron/show_lag_brief/brocade_fastiron_show_lag_brief.raw '
        'tests/checkpoint_gaia/show_asset_all/checkpoint_gaia_show_asset_all.raw '
        'tests/checkpoint_gaia/show_lom/checkpoint_gaia_show_lom.yml '
        'tests/ciena_saos/chassis_show_temperature/ciena_saos_chassis_show_temperature.yml '
        'tests/ciena_saos/port_show/ciena_saos_port_show.yml '
        'tests/ciena_saos/port_show_ethernet-config/ciena_saos_port_show_ethernet-config.3916.yml '
        'tests/cisco_asa/ping/cisco_asa_ping_quench.raw '
        'tests/cisco_asa/show_access-list/cisco_asa_show_access-list_update.yml '
        'tests/cisco_asa/show_cpu_usage_detailed/cisco_asa_show_cpu_usage_detailed.raw '
        'tests/cisco_asa/show_inventory/cisco_asa_show_inventory2.yml '
        'tests/cisco_asa/show_logging/cisco_asa_show_logging_2.raw '
        'tests/cisco_asa/show_module/cisco_asa_show_module_03.raw '
        'tests/cisco_asa/show_ospf_neighbor/cisco_asa_show_ospf_neighbor.raw '
        'tests/cisco_asa/show_vpn-sessiondb_anyconnect/cisco_asa_show_vpn-sessiondb_anyconnect2.raw '
        'tests/cisco_asa/show_vpn-sessiondb_anyconnect/cisco_asa_show_vpn-sessiondb_anyconnect2.yml '
        'tests/cisco_ios/show_access-list/cisco_ios_show_access-list2.yml '
        'tests/cisco_ios/show_access-session/cisco_ios_show_access-session3.yml '
        'tests/cisco_ios/show_access-session/cisco_ios_show_access-session4.raw '
        'tests/cisco_ios/show_authentication_sessions/cisco_ios_show_authentication_sessions2.raw '
        'tests/cisco_ios/show_bfd_neighbors_details/cisco_ios_show_bfd_neighbors_details-without-last.yml '
        'tests/cisco_ios/show_capability_feature_routing/cisco_ios_show_capability_feature_routing.raw '
        'tests/cisco_ios/show_cdp_neighbors/cisco_ios_show_cdp_neighbors.raw '
        'tests/cisco_ios/show_cdp_neighbors_detail/cisco_ios_show_cdp_neighbors_detail2.raw '
        'tests/cisco_ios/show_cts_credentials/cisco_ios_show_cts_credentials.yml '
        'tests/cisco_ios/show_cts_pacs/cisco_ios_show-cts-pacs_7.raw '
        'tests/cisco_ios/show_interfaces_switchport/cisco_ios_show_interfaces_switchport_ethertype.yml '
        'tests/cisco_ios/show_interfaces_switchport/cisco_ios_show_interfaces_switchport_vepa_enabled.yml '
        'tests/cisco_ios/show_ip_access-lists/cisco_ios_show_ip_access-lists_954.raw '
        'tests/cisco_ios/show_ip_bgp/cisco_ios_show_ip_bgp3.raw '
        'tests/cisco_ios/show_ip_bgp_neighbors/cisco_ios_show_ip_bgp_neighbors.yml '
        'tests/cisco_ios/show_ip_eigrp_neighbors/cisco_ios_show_ip_eigrp_neighbors1.yml '
        'tests/cisco_ios/show_ip_interface/cisco_ios_show_ip_interface2.raw '
        'tests/cisco_ios/show_ip_ospf_database_router/cisco_ios_show_ip_ospf_database_router_asbr_abr.yml '
        'tests/cisco_ios/show_platform_diag/cisco_ios_show_platform_diag_3.raw '
        'tests/cisco_ios/show_power_status/cisco_ios_show_power_status1.yml '
        'tests/cisco_ios/show_processes_cpu/cisco_ios_show_processes_cpu.raw '
        'tests/cisco_ios/show_running-config_interface/cisco_ios_show_running-config_interface.raw '
        'tests/cisco_ios/show_sdwan_omp_peers/cisco_ios_show_sdwan_omp_peers.yml '
        'tests/cisco_ios/show_snmp_community/cisco_ios_show_snmp_community.yml '
        'tests/cisco_ios/show_users/cisco_ios_show_users_all.raw '
        'tests/cisco_ios/show_users/cisco_ios_show_users_all.yml '
        'tests/cisco_nxos/show_cdp_neighbors_detail/cisco_nxos_show_cdp_neighbors_detail_move_record.raw '
        'tests/cisco_nxos/show_forwarding_adjacency/cisco_nxos_show_forwarding_adjacency_3.raw '
        'tests/cisco_nxos/show_forwarding_ipv4_route/cisco_nxos_show_forwarding_ipv4_route_n5596.yml '
        'tests/cisco_nxos/show_interface_transceiver/cisco_nxos_show_interface_transceiver3.yml '
        'tests/cisco_nxos/show_inventory/cisco_nxos_show_inventory1.yml '
        'tests/cisco_nxos/show_inventory/cisco_nxos_show_inventory2.yml '
        'tests/cisco_nxos/show_ip_arp_detail/cisco_nxos_show_ip_arp_detail_flags.yml '
        'tests/cisco_nxos/show_ip_bgp/cisco_nxos_show_ip_bgp.raw '
        'tests/cisco_nxos/show_ip_ospf_neighbor/cisco_nxos_show_ip_ospf_neighbor.raw '
        'tests/cisco_nxos/show_ip_pim_neighbor_vrf_all/cisco_nxos_show_ip_pim_neighbor_vrf_all.yml '
        'tests/cisco_nxos/show_ip_route/cisco_nxos_show_ip_route.raw '
        'tests/cisco_nxos/show_license_usage/cisco_nxos_show_license_usage_ver10.raw '
        'tests/cisco_nxos/show_license_usage/cisco_nxos_show_license_usage_ver10.yml '
        'tests/cisco_nxos/show_processes_cpu/cisco_nxos_show_processes_cpu.raw '
        'tests/cisco_nxos/show_switching-mode/cisco_nxos_show_switching-mode_2.yml '
        'tests/cisco_nxos/show_switching-mode/cisco_nxos_show_switching-mode_3.yml '
        'tests/cisco_wlc_ssh/show_802.11a_cleanair_config/cisco_wlc_ssh_show_802.11ab_cleanair_config_2.yml '
        'tests/cisco_wlc_ssh/show_cdp_neighbors_detail/cisco_wlc_ssh_show_cdp_neighbors_detail.yml '
        'tests/cisco_wlc_ssh/show_radius_summary/cisco_wlc_ssh_show_radius_summary.raw '
        'tests/cisco_wlc_ssh/show_redundancy_summary/cisco_wlc_ssh_show_redundancy_summary_2.yml '
        'tests/cisco_wlc_ssh/show_rf-profile_summary/cisco_wlc_ssh_show_rf-profile_summary.yml '
        'tests/cisco_wlc_ssh/show_stats_port_summary/cisco_wlc_ssh_show_stats_port_summary.yml '
        'tests/cisco_xr/admin_show_vm/cisco_xr_admin_show_vm.raw tests/cisco_xr/ping/cisco_xr_ping.yml '
        'tests/cisco_xr/show_bgp_vrf_all_ipv4_unicast_summary/cisco_xr_show_bgp_vrf_all_ipv4_unicast_summary.yml '
        'tests/cisco_xr/show_bgp_vrf_all_neighbors_advertised-routes/cisco_xr_show_bgp_vrf_all_neighbors_advertised-routes.raw '
        'tests/cisco_xr/show_configuration_commit_list/cisco_xr_show_configuration_commit_list.yml '
        'tests/cisco_xr/show_controllers_all_phy/cisco_xr_show_controllers_all_phy2.raw '
        'tests/cisco_xr/show_ipv4_interface/cisco_xr_show_ipv4_interface5.yml '
        'tests/cisco_xr/show_isis_neighbors/cisco_xr_show_isis_neighbors.raw '
        'tests/cisco_xr/show_pim_ipv4_group-map/cisco_xr_show_pim_ipv4_group-map.yml '
        'tests/dell_force10/show_vlan/dell_force10_show_vlan.yml '
        'tests/dlink_ds/show_arpentry/dlink_ds_show_arpentry.raw '
        'tests/edgecore/show_interfaces_status/edgecore_show_interfaces_status.raw '
        'tests/eltex/show_interface/show_interface_1.raw '
        'tests/extreme_exos/show_ipconfig/extreme_exos_show_ipconfig.raw '
        'tests/extreme_exos/show_ports_description/extreme_exos_show_ports_description.yml '
        'tests/extreme_exos/show_sharing/extreme_exos_show_sharing.raw '
        'tests/extreme_slxos/show_ip_interface_brief/extreme_slxos_show_ip_interface_brief_data.yml '
        'tests/fortinet/diagnose_sys_top/fortinet_diagnose_sys_top.yml '
        'tests/fortinet/execute_dhcp_lease-list/fortinet_execute_dhcp_lease-list_7_columns.raw '
        'tests/fortinet/execute_traceroute/fortinet_execute_traceroute2.yml '
        'tests/fortinet/fnsysctl_ifconfig/fortinet_fnsysctl_ifconfig.raw '
        'tests/fortinet/get_system_ha_status/fortinet_get_system_ha_status_6.2.yml '
        'tests/fortinet/get_system_interface/fortinet_get_system_interface_5.6.raw '
        'tests/fortinet/get_system_status/fortinet_get_system_status_7.0_1801f.raw '
        'tests/fortinet/get_system_status/fortinet_get_system_status_7.0_1801f.yml '
        'tests/fsas_sir/show_ip_route/fsas_sir_show_ip_route.raw '
        'tests/hp_comware/display_bgp_peer_ipv4/hp_comware_display_bgp_peer_ipv4_low_uptime.yml '
        'tests/hp_comware/display_device_manuinfo/hp_comware_display_device_manuinfo2.yml '
        'tests/hp_comware/display_ip_interface/hp_comware_display_ip_interface_release_0615P16.raw '
        'tests/hp_comware/display_ip_vpn-instance_instance-name/hp_comware_display_ip_vpn-instance_instance-name2.raw '
        'tests/hp_comware/display_lldp_neighbor-information_list/hp_comware_display_lldp_neighbor-information_list.raw '
        'tests/hp_comware/display_vlan_all/hp_comware_display_vlan_all.yml '
        'tests/hp_procurve/show_arp/hp_procurve_show_arp.yml '
        'tests/hp_procurve/show_interfaces_status/show_interfaces_status.raw '
        'tests/hp_procurve/show_vsf_detail/show_vsf_detail.yml '
        'tests/huawei_smartax/display_mem/huawei_smartax_display_mem.raw '
        'tests/huawei_smartax/display_ont_info_0/huawei_smartax_display_ont_info_fsp.yml '
        'tests/huawei_vrp/display_arp_brief/huawei_vrp_display_arp_brief.raw '
        'tests/huawei_vrp/display_bgp_peer/huawei_vrp_display_bgp_peer2.yml '
        'tests/huawei_vrp/display_interface/huawei_vrp_display_interface_dialer_1.raw '
        'tests/huawei_vrp/display_interface_description/huawei_vrp_display_interface_description.raw '
        'tests/huawei_vrp/display_ip_routing-table_verbose/huawei_vrp_display_ip_routing-table_verbose_ipv6.raw '
        'tests/huawei_vrp/display_mpls_te_tunnel/huawei_vrp_display_mpls_te_tunnel.raw '
        'tests/huawei_vrp/display_port_vlan/huawei_vrp_display_port_vlan_example4.raw '
        'tests/huawei_vrp/display_vlan_brief/huawei_vrp_display_vlan_brief_ap.yml '
        'tests/juniper_junos/show_chassis_cluster_interfaces/juniper_junos_show_chassis_cluster_interfaces2.raw '
        'tests/juniper_junos/show_chassis_cluster_status/juniper_junos_show_chassis_cluster_status.raw '
        'tests/juniper_junos/show_chassis_cluster_status/juniper_junos_show_chassis_cluster_status.yml '
        'tests/juniper_junos/show_ethernet-switching_table/juniper_junos_show_ethernet-switching_table1.yml '
        'tests/juniper_junos/show_ethernet-switching_table/juniper_junos_show_ethernet-switching_table_14.1X53-D47.6.raw '
        'tests/juniper_junos/show_system_processes_brief/juniper_junos_show_system_processes_brief-classic.raw '
        'tests/juniper_junos/show_system_processes_brief/juniper_junos_show_system_processes_brief-classic.yml '
        'tests/linux/arp_-a/linux_arp_a.raw tests/linux/ip_route_show/linux_ip_route_show2.raw '
        'tests/mikrotik_routeros/ip_route_print_terse/mikrotik_routeros_ip_route_print_terseIPv4.yml '
        'tests/mikrotik_routeros/routing_bgp_peer_print_status_without-paging/mikrotik_routeros_routing_bgp_peer_print_status_without-paging.raw '
        'tests/mikrotik_routeros/system_clock_print/mikrotik_routeros_system_clock_print.yml '
        'tests/mikrotik_routeros/system_routerboard_print/mikrotik_routeros_system_routerboard_print.yml '
        'tests/oneaccess_oneos/show_helpers/show_helpers.oneos6.raw '
        'tests/oneaccess_oneos/show_interfaces/show_interfaces.lbb154.raw '
        'tests/oneaccess_oneos/show_ip_as-path-access-list/show_ip_as-path-access-list.oneos6.yml '
        'tests/oneaccess_oneos/show_ip_interface_brief/show_ip_interface_brief.oneos5.yml '
        'tests/oneaccess_oneos/show_reboot_counters/show_reboot_counters.lbb4g.raw '
        'tests/oneaccess_oneos/show_snmp_community/show_snmp_community.oneos5.yml '
        'tests/oneaccess_oneos/show_soft-file_info/show_soft-file_info.oneos6.yml '
        'tests/oneaccess_oneos/show_system_status/show_system_status.oneos5.raw '
        'tests/oneaccess_oneos/show_tacacs-server/show_tacacs-server.oneos6.yml '
        'tests/oneaccess_oneos/show_voice_mos/show_voice_mos.plug212.raw '
        'tests/oneaccess_oneos/show_voice_voice-port_pri_all_histo/show_voice_voice-port_pri_all_histo.plug212.yml '
        'tests/paloalto_panos/show_routing_resource/paloalto_panos_show_routing_resource.yml '
        'tests/paloalto_panos/show_running_nat-policy/paloalto_panos_show_running_nat-policy2.yml '
        'tests/paloalto_panos/show_system_info/paloalto_panos_show_system_info.yml '
        'tests/ruckus_fastiron/show_media_validation/show_media_validation.yml '
        'tests/ubiquiti_edgerouter/show_ip_route/ubiquiti_edgerouter_show_ip_route2.yml '
        'tests/ubiquiti_edgeswitch/show_vlan/ubiquiti_edgeswitch_show_vlan.yml'
    ),
    'ntc_templates/templates': (
        'bogus_for_testing.textfsm index'
    ),
    'tests/cisco_ios/show_module': (
        'cisco_ios_show_module2.raw cisco_ios_show_module2.yml cisco_ios_show_module3.raw'
    ),
    'tests/hp_comware/display_interface': (
        'hp_comware_display_interface3.yml hp_comware_display_interface8.raw '
        'hp_comware_display_interface_release_0615P16.yml'
    ),
    'tests/oneaccess_oneos/ls': (
        'ls.bsabinaries.oneos5.raw ls.bsabinaries.oneos5.yml ls.bsabinaries.oneos6.raw'
    ),
}


NTC_RAW_KIND = {
    '': (
        'tests/alcatel_aos/show_mac-address-table/alcatel_aos_show_mac-address-table_R8_9.raw '
        'tests/alcatel_aos/show_vlan_port/alcatel_aos_show_vlan_port_1.raw '
        'tests/alcatel_aos/show_vlan_port/alcatel_aos_show_vlan_port_2.raw '
        'tests/alcatel_sros/ping/ping_rapid.raw tests/alcatel_sros/ping/ping_source_fail.raw '
        'tests/alcatel_sros/show_lag_port/show_lag_port_r22.raw '
        'tests/alcatel_sros/show_router_isis_interface/alcatel_sros_show_router_isis_interface.raw '
        'tests/alcatel_sros/show_service_id_interface/show_service_id_interface.raw '
        'tests/allied_telesis_awplus/show_etherchannel_summary/allied_telesis_awplus_show_etherchannel_summary.raw '
        'tests/allied_telesis_awplus/show_interface/allied_telesis_awplus_show_interface.raw '
        'tests/allied_telesis_awplus/show_static-channel-group/allied_telesis_awplus_show_static-channel-group1.raw '
        'tests/arista_eos/show_environment_temperature/arista_eos_show_environment_temperature.raw '
        'tests/arista_eos/show_interfaces/arista_eos_show_interfaces_portchannel.raw '
        'tests/arista_eos/show_interfaces_status/arista_eos_show_interfaces_status.raw '
        'tests/arista_eos/show_interfaces_transceiver_detail/arista_eos_show_interfaces_transceiver_detail.raw '
        'tests/arista_eos/show_ip_bgp_detail/arista_eos_show_ip_bgp_detail2.raw '
        'tests/arista_eos/show_ip_ospf_database/arista_eos_show_ip_ospf_database.raw '
        'tests/arista_eos/show_ip_ospf_interface_brief/arista_eos_show_ip_ospf_interface_brief.raw '
        'tests/arista_eos/show_ip_route/arista_eos_show_ip_route4.raw '
        'tests/arista_eos/show_ip_route/arista_eos_show_ip_route_vrf.raw '
        'tests/arista_eos/show_ipv6_bgp_summary/arista_eos_show_ipv6_bgp_summary_vrf.raw '
        'tests/arista_eos/show_module/arista_eos_show_module.template.raw '
        'tests/arista_eos/show_processes_top_once/arista_eos_show_processes_top_once5.raw '
        'tests/arista_eos/show_snmp_community/arista_eos_show_snmp_community.raw '
        'tests/arista_eos/show_version/arista_eos_show_version.raw '
        'tests/arista_eos/show_version/arista_eos_show_version3.raw '
        'tests/arista_eos/show_vrf/arista_eos_show_vrf.raw '
        'tests/arista_eos/show_vrf/arista_eos_show_vrf_2.raw '
        'tests/aruba_aoscx/show_interface/show_interface3.raw '
        'tests/aruba_aoscx/show_interface/show_interface7.raw '
        'tests/aruba_aoscx/show_interface_mgmt/show_interface_mgmt2.raw '
        'tests/aruba_aoscx/show_module/show_module2.raw tests/aruba_aoscx/show_system/show_system5.raw '
        'tests/aruba_os/show_ap_database/aruba_os_show_ap_database.raw '
        'tests/avaya_ers/show_mlt/avaya_ers_show_mlt2.raw '
        'tests/avaya_ers/show_mlt/avaya_ers_show_mlt_7000.raw '
        'tests/avaya_ers/show_sys-info/avaya_ers_show_sys-info1.raw '
        'tests/brocade_fastiron/show_lldp_neighbors_detail/brocade_fastiron_show_lldp_neighbors_detail1.raw '
        'tests/brocade_fastiron/show_trunk/brocade_fastiron_show_trunk.raw '
        'tests/brocade_netiron/show_interfaces_brief/brocade_netiron_show_interfaces_brief.raw '
        'tests/brocade_netiron/show_metro/brocade_netiron_show_metro.raw '
        'tests/brocade_netiron/show_running-config_interface/brocade_netiron_show_running-config_interface2.raw '
        'tests/checkpoint_gaia/show_domainname/checkpoint_gaia_show_domainname.raw '
        'tests/checkpoint_gaia/show_ntp_servers/checkpoint_gaia_show_ntp_servers.raw '
        'tests/ciena_saos/lldp_show_neighbors/ciena_saos_lldp_show_neighbors.3916.raw '
        'tests/ciena_saos/vlan_show/ciena_saos_vlan_show2.raw '
        'tests/cisco_asa/show_access-list/cisco_asa_show_access-list3.raw '
        'tests/cisco_asa/show_access-list/cisco_asa_show_access-list_update2.raw '
        'tests/cisco_asa/show_inventory/cisco_asa_show_inventory.raw '
        'tests/cisco_asa/show_license_all/cisco_asa_show_license_all.raw '
        'tests/cisco_asa/show_module/cisco_asa_show_module_04.raw '
        'tests/cisco_asa/show_nat/cisco_asa_show_nat.raw '
        'tests/cisco_asa/show_object-group_network/cisco_asa_show_object-group_network.raw '
        'tests/cisco_asa/show_ospf_interface_brief/cisco_asa_show_ospf_interface_brief.raw '
        'tests/cisco_asa/show_route/cisc_asa_show_route_vpn.raw '
        'tests/cisco_asa/show_running-config_all_crypto_map/cisco_asa_show_running-config_all_crypto_map2.raw '
        'tests/cisco_asa/show_running-config_ipsec/cisco_asa_show_running-config_ipsec.raw '
        'tests/cisco_asa/show_running-config_object_service/cisco_asa_show_running-config_object_service.raw '
        'tests/cisco_asa/show_vpn-sessiondb/cisco_asa_show_vpn-sessiondb.raw '
        'tests/cisco_asa/show_vpn-sessiondb_anyconnect/cisco_asa_show_vpn-sessiondb_anyconnect_long_usernames.raw '
        'tests/cisco_ios/ping/cisco_ios_ping_mix.raw tests/cisco_ios/show_archive/cisco_ios_show_archive.raw '
        'tests/cisco_ios/show_authentication_sessions/cisco_ios_show_authentication_sessions3.raw '
        'tests/cisco_ios/show_boot/cisco_ios_show_boot_gibraltar.raw '
        'tests/cisco_ios/show_boot/cisco_ios_show_boot_optimization.raw '
        'tests/cisco_ios/show_clock/cisco_ios_show_clock.raw '
        'tests/cisco_ios/show_crypto_ipsec_sa_detail/cisco_ios_show_crypto_ipsec_sa_detail.raw '
        'tests/cisco_ios/show_crypto_ipsec_sa_detail/cisco_ios_show_crypto_ipsec_sa_detail_2.raw '
        'tests/cisco_ios/show_crypto_session_detail/cisco_ios_show_crypto_session_detail.raw '
        'tests/cisco_ios/show_crypto_session_detail/cisco_ios_show_crypto_session_detail_ikev2.raw '
        'tests/cisco_ios/show_cts_pacs/cisco_ios_show_cts_pacs.raw '
        'tests/cisco_ios/show_endpoint-tracker/cisco_ios_show_endpoint-tracker.raw '
        'tests/cisco_ios/show_environment_power_all/cisco_ios_show_environment_power_all1.raw '
        'tests/cisco_ios/show_interface_link/cisco_ios_show_interface_link.raw '
        'tests/cisco_ios/show_interface_link/cisco_ios_show_interface_link2.raw '
        'tests/cisco_ios/show_interface_transceiver/cisco_ios_show_interface_transceiver.raw '
        'tests/cisco_ios/show_interfaces/cisco_ios_show_interfaces6.raw '
        'tests/cisco_ios/show_interfaces/cisco_ios_show_interfaces_01.raw '
        'tests/cisco_ios/show_interfaces_switchport/cisco_ios_show_interfaces_switchport4.raw '
        'tests/cisco_ios/show_interfaces_switchport/cisco_ios_show_interfaces_switchport_vepa_enabled.raw '
        'tests/cisco_ios/show_ip_access-lists/cisco_ios_show_ip_access-lists.raw '
        'tests/cisco_ios/show_ip_bgp/cisco_ios_show_ip_bgp1.raw '
        'tests/cisco_ios/show_ip_bgp/cisco_ios_show_ip_bgp3.raw '
        'tests/cisco_ios/show_ip_bgp_neighbors/cisco_ios_show_ip_bgp_neighbors_multiple.raw '
        'tests/cisco_ios/show_ip_bgp_vpnv4_all_neighbors/cisco_ios_show_ip_bgp_vpnv4_all_neighbors.raw '
        'tests/cisco_ios/show_ip_cef_detail/show_ip_cef_detail_c3850_v2.raw '
        'tests/cisco_ios/show_ip_device_tracking_all/cisco_ios_show_ip_device_tracking_all.raw '
        'tests/cisco_ios/show_ip_eigrp_interfaces_detail/cisco_ios_show_ip_eigrp_interfaces_detail.raw '
        'tests/cisco_ios/show_ip_eigrp_neighbors/cisco_ios_show_ip_eigrp_neighbors.raw '
        'tests/cisco_ios/show_ip_interface/cisco_ios_show_ip_interface6.raw '
        'tests/cisco_ios/show_ip_mroute/cisco_ios_show_ip_mroute2.raw '
        'tests/cisco_ios/show_ip_route_summary/cisco_ios_show_ip_route_summary.raw '
        'tests/cisco_ios/show_ip_source_binding/cisco_ios_show_ip_source_binding.raw '
        'tests/cisco_ios/show_ip_vrf_interfaces/cisco_ios_show_ip_vrf_interfaces_iosxe.raw '
        'tests/cisco_ios/show_ipv6_access-lists/cisco_ios_show_ipv6_access-lists.raw '
        'tests/cisco_ios/show_ipv6_route/cisco_ios_show_ipv6_route.raw '
        'tests/cisco_ios/show_license/cisco_ios_show_license.raw '
        'tests/cisco_ios/show_license_status/cisco_ios_show_license_status4.raw '
        'tests/cisco_ios/show_logging/cisco_ios_show_logging_4.raw '
        'tests/cisco_ios/show_mac-address-table/cisco_ios_show_mac-address-table9.raw '
        'tests/cisco_ios/show_platform_diag/cisco_ios_show_platform_diag_3.raw '
        'tests/cisco_ios/show_power_inline/cisco_ios_show_power_inline_6807-XL.raw '
        'tests/cisco_ios/show_power_status/cisco_ios_show_power_status.raw '
        'tests/cisco_ios/show_power_supplies/cisco_ios_show_power_supplies.raw '
        'tests/cisco_ios/show_power_supplies/cisco_ios_show_power_supplies1.raw '
        'tests/cisco_ios/show_power_used/cisco_ios_show_power_used.raw '
        'tests/cisco_ios/show_tacacs/cisco_ios_show_tacacs_status_fail_count.raw '
        'tests/cisco_ios/show_version/cisco_ios_show_version6.raw '
        'tests/cisco_ios/show_vlans/cisco_ios_show_vlans_04.raw '
        'tests/cisco_ios/show_vlans/cisco_ios_show_vlans_05.raw '
        'tests/cisco_ios/show_vrf/cisco_ios_show_vrf3.raw '
        'tests/cisco_ios/show_vrf/cisco_ios_show_vrf_no_interface.raw '
        'tests/cisco_ios/show_vrrp_brief/cisco_ios_show_vrrp_brief.raw '
        'tests/cisco_ios/traceroute/cisco_ios_traceroute_4.raw '
        'tests/cisco_ios/traceroute/cisco_ios_traceroute_6.raw '
        'tests/cisco_nxos/show_access-lists/cisco_nxos_show_access-lists2.raw '
        'tests/cisco_nxos/show_bgp_vrf_all_ipv4_unicast_neighbors_routes/cisco_nxos_show_bgp_vrf_all_ipv4_unicast_neighbors_routes1.raw '
        'tests/cisco_nxos/show_cdp_neighbors_detail/cisco_nxos_show_cdp_neighbors_detail_move_record.raw '
        'tests/cisco_nxos/show_configuration_session_summary/cisco_nxos_show_configuration_session_summary.raw '
        'tests/cisco_nxos/show_fabricpath_route/cisco_nxos_show_fabricpath_route_docs_example.raw '
        'tests/cisco_nxos/show_forwarding_adjacency/cisco_nxos_show_forwarding_adjacency_3.raw '
        'tests/cisco_nxos/show_interface_description/cisco_nxos_show_interface_description2.raw '
        'tests/cisco_nxos/show_ip_bgp/cisco_nxos_show_ip_bgp.raw '
        'tests/cisco_nxos/show_ip_bgp_summary_vrf/cisco_nxos_show_ip_bgp_all_summary_vrf.raw '
        'tests/cisco_nxos/show_ip_dhcp_snooping_statistics/cisco_nxos_show_ip_dhcp_snooping_statistics.raw '
        'tests/cisco_nxos/show_ip_eigrp_neighbors/cisco_nxos_show_ip_eigrp_neighbors.raw '
        'tests/cisco_nxos/show_ip_interface_brief/cisco_nxos_show_ip_interface_brief.raw '
        'tests/cisco_nxos/show_ip_interface_brief/cisco_nxos_show_ip_interface_brief_vrf_all_02.raw '
        'tests/cisco_nxos/show_ip_msdp_summary_vrf_all/show_ip_msdp_summary_vrf_all.raw '
        'tests/cisco_nxos/show_ip_ospf_neighbor/cisco_nxos_show_ip_ospf_neighbor.raw '
        'tests/cisco_nxos/show_ip_ospf_neighbor/cisco_nxos_show_ip_ospf_neighbor_vrf_all.raw '
        'tests/cisco_nxos/show_ip_pim_rp_vrf_all/cisco_nxos_show_ip_pim_rp_vrf_all.raw '
        'tests/cisco_nxos/show_ip_route/cisco_nxos_show_ip_route_vrf3.raw '
        'tests/cisco_nxos/show_module/cisco_nxos_show_module.raw '
        'tests/cisco_nxos/show_module/cisco_nxos_show_module2.raw '
        'tests/cisco_nxos/show_nve_peers/cisco_nxos_show_nve_peers.raw '
        'tests/cisco_nxos/show_switching-mode/cisco_nxos_show_switching-mode_1.raw '
        'tests/cisco_nxos/show_vdc/cisco_nxos_show_vdc.raw '
        'tests/cisco_nxos/show_vrf_detail/cisco_nxos_show_vrf_detail_01.raw '
        'tests/cisco_nxos/show_vrf_interface/cisco_nxos_show_vrf_interface.raw '
        'tests/cisco_s300/show_mac_address-table/cisco_s300_show_mac_address-table.raw '
        'tests/cisco_s300/show_version/cisco_s300_show_version.raw '
        'tests/cisco_wlc_ssh/show_ap_summary/cisco_wlc_ssh_show_ap_summary_2500.raw '
        'tests/cisco_wlc_ssh/show_ap_summary/cisco_wlc_ssh_show_ap_summary_C9800.raw '
        'tests/cisco_wlc_ssh/show_cdp_neighbors_detail/cisco_wlc_ssh_show_cdp_neighbors_detail.raw '
        'tests/cisco_wlc_ssh/show_interface_detailed_id/cisco_wlc_ssh_show_interface_detailed_id_3.raw '
        'tests/cisco_wlc_ssh/show_interface_summary/cisco_wlc_ssh_show_interface_summary2.raw '
        'tests/cisco_wlc_ssh/show_inventory/cisco_wlc_ssh_show_inventory2.raw '
        'tests/cisco_wlc_ssh/show_radius_summary/cisco_wlc_ssh_show_radius_summary2.raw '
        'tests/cisco_wlc_ssh/show_wlan_sum/cisco_wlc_ssh_show_wlan_sum.raw '
        'tests/cisco_xr/admin_show_environment_fan/cisco_xr_admin_show_environment_fan.raw '
        'tests/cisco_xr/admin_show_inventory/cisco_xr_admin_show_inventory5.raw '
        'tests/cisco_xr/show_bgp/cisco_xr_show_bgp2.raw '
        'tests/cisco_xr/show_configuration_commit_list/cisco_xr_show_configuration_commit_list.raw '
        'tests/cisco_xr/show_controllers_HundredGigabitEthernet/cisco_xr_show_controllers_HundredGigabitEthernet.raw '
        'tests/cisco_xr/show_controllers_all_phy/cisco_xr_show_controllers_all_phy3.raw '
        'tests/cisco_xr/show_hsrp/cisco_xr_show_hsrp.raw '
        'tests/cisco_xr/show_install_active/cisco_xr_show_install_active_32bit.raw '
        'tests/cisco_xr/show_interfaces/cisco_xr_show_interfaces.raw '
        'tests/cisco_xr/show_ipv4_interface/cisco_xr_show_ipv4_interface3.raw '
        'tests/cisco_xr/show_l2vpn_mac-learning_mac_all_location/cisco_xr_show_l2vpn_mac-learning_mac_all_location.raw '
        'tests/cisco_xr/show_lldp_neighbors_detail/cisco_xr_show_lldp_neighbors_detail_01.raw '
        'tests/dell_force10/show_ip_interface_brief/dell_force10_show_ip_interface_brief.raw '
        'tests/edgecore/show_interfaces_switchport/edgecore_show_interfaces_switchport_1.raw '
        'tests/edgecore/show_system/edgecore_show_system.raw tests/eltex/show_system/show_system_1.raw '
        'tests/eltex/show_system/show_system_5.raw tests/eltex/show_vlan/show_vlan_3.raw '
        'tests/extreme_exos/show_iparp/extreme_exos_show_iparp_online_data.raw '
        'tests/extreme_slxos/show_ip_interface_brief/extreme_slxos_show_ip_interface_brief_data.raw '
        'tests/fortinet/execute_dhcp_lease-list/fortinet_execute_dhcp_lease-list_7_columns.raw '
        'tests/fortinet/get_router_info_bgp_summary/fortinet_get_router_info_bgp_summary.raw '
        'tests/fortinet/get_router_info_ospf_status/fortinet_get_router_info_ospf_status.raw '
        'tests/fortinet/get_system_interface/fortinet_get_system_interface_7.0.raw '
        'tests/fortinet/get_system_interface/fortinet_get_system_interface_7.4.raw '
        'tests/fortinet/get_system_status/fortinet_get_system_status_7.0.raw '
        'tests/fsas_sir/show_ether/fsas_sir_show_ether2.raw '
        'tests/hp_comware/display_device_manuinfo/hp_comware_display_device_manuinfo2.raw '
        'tests/hp_comware/display_device_manuinfo/hp_comware_display_device_manuinfo_productNumber.raw '
        'tests/hp_comware/display_interface/hp_comware_display_interface_dhcp.raw '
        'tests/hp_comware/display_interface/hp_comware_display_interface_release_0615P16.raw '
        'tests/hp_comware/display_interface_brief/hp_comware_display_interface_brief_fullauto.raw '
        'tests/hp_comware/display_ip_interface/hp_comware_display_ip_interface1.raw '
        'tests/hp_comware/display_ip_vpn-instance_instance-name/hp_comware_display_ip_vpn-instance_instance-name1.raw '
        'tests/hp_comware/display_ip_vpn-instance_instance-name/hp_comware_display_ip_vpn-instance_instance-name2.raw '
        'tests/hp_comware/display_link-aggregation_verbose/hp_comware_display_link-aggregation_verbose1.raw '
        'tests/hp_comware/display_lldp_neighbor-information_verbose/hp_comware_display_lldp_neighbor-information_verbose.raw '
        'tests/hp_comware/display_vlan_all/hp_comware_display_vlan_all1.raw '
        'tests/hp_comware/display_vlan_all/hp_comware_display_vlan_all_cw5.raw '
        'tests/hp_comware/display_vlan_brief/hp_comware_display_vlan_brief.raw '
        'tests/hp_procurve/show_lldp_info_local-device/hp_procurve_show_lldp_info_local-device.raw '
        'tests/hp_procurve/show_lldp_info_remote-device/hp_procurve_show_lldp_info_remote-device.raw '
        'tests/hp_procurve/show_tech_buffers/hp_procurve_show_tech_buffers.raw '
        'tests/huawei_ont/display_boardItem/huawei_ont_display_baordItem.raw '
        'tests/huawei_ont/display_deviceInfo/huawei_ont_display_deviceInfo.raw '
        'tests/huawei_ont/display_productmac/huawei_ont_display_productmac.raw '
        'tests/huawei_ont/display_wanmac/huawei_ont_display_wanmac.raw '
        'tests/huawei_ont/display_wifi_information/huawei_ont_display_wifi_information.raw '
        'tests/huawei_smartax/display_mac-address_ont_0_1_2_0/huawei_smartax_display_mac-address_ont_0_1_2_0_2.raw '
        'tests/huawei_smartax/display_ont-srvprofile_gpon_all/huawei_smartax_display_ont-srvprofile_gpon_all.raw '
        'tests/huawei_smartax/display_ont_gemport_0_ontid_0/huawei_smartax_display_ont_gemport_0_ontid_0.raw '
        'tests/huawei_smartax/display_ont_info_0_1/huawei_smartax_display_ont_info_2.raw '
        'tests/huawei_smartax/display_ont_snmp-profile_0_all/huawei_smartax_display_ont_snmp-profile_0_all.raw '
        'tests/huawei_smartax/display_ont_wlan-status_0_1/huawei_smartax_display_ont_wlan-status_0_1.raw '
        'tests/huawei_smartax/display_ont_wlan-status_0_1/huawei_smartax_display_ont_wlan-status_0_1_3.raw '
        'tests/huawei_smartax/display_sysuptime/huawei_smartax_display_sysuptime.raw '
        'tests/huawei_smartax/display_temperature/huawei_smartax_display_temperature2.raw '
        'tests/huawei_vrp/display_arp_brief/huawei_vrp_display_arp_brief.raw '
        'tests/huawei_vrp/display_arp_brief/huawei_vrp_display_arp_brief2.raw '
        'tests/huawei_vrp/display_ip_routing-table_verbose/huawei_vrp_display_ip_routing-table_verbose_ipv4.raw '
        'tests/huawei_vrp/display_ip_routing-table_verbose/huawei_vrp_display_ip_routing-table_verbose_ipv41.raw '
        'tests/huawei_vrp/display_isis_peer/huawei_vrp_display_isis_peer.raw '
        'tests/huawei_vrp/display_port_vlan/huawei_vrp_display_port_vlan_example1.raw '
        'tests/huawei_vrp/display_traffic-filter_applied-record/huawei_vrp_display_traffic-filter_applied-record.raw '
        'tests/huawei_vrp/display_vlan/huawei_vrp_display_vlan.raw '
        'tests/huawei_vrp/virtual-cable-test/huawei_vrp_virtual-cable-test.raw '
        'tests/juniper_junos/show_chassis_cluster_interfaces/juniper_junos_show_chassis_cluster_interfaces3.raw '
        'tests/juniper_junos/show_lldp_neighbors/juniper_junos_show_lldp_neighbors.raw '
        'tests/juniper_junos/show_rsvp_interface/juniper_junos_show_rsvp_interface.raw '
        'tests/juniper_junos/show_system_configuration_database_usage/juniper_junos_show_system_configuration_database_usage.raw '
        'tests/juniper_junos/show_system_configuration_database_usage/juniper_junos_show_system_configuration_database_usage_locked.raw '
        'tests/juniper_junos/show_version/juniper_junos_show_version_ex.raw '
        'tests/juniper_junos/show_version/juniper_junos_show_version_srx_cluster.raw '
        'tests/juniper_junos/show_vlans/juniper_junos_show_vlans.raw '
        'tests/linux/ip_vrf_show/linux_ip_vrf_show.raw tests/linux/qm_config_1/linux_qm_config_1.raw '
        'tests/mikrotik_routeros/interface_ethernet_monitor_name_once/mikrotik_routeros_interface_ethernet_monitor_name_once2.raw '
        'tests/mikrotik_routeros/interface_ethernet_poe_print_without-paging/mikrotik_routeros_interface_ethernet_poe_print_without-paging.raw '
        'tests/mikrotik_routeros/interface_ethernet_print/mikrotik_routeros_interface_ethernet_print.raw '
        'tests/mikrotik_routeros/ip_address_export_verbose/mikrotik_routeros_ip_address_export_verbose.raw '
        'tests/mikrotik_routeros/ip_address_print/mikrotik_routeros_ip_address_print_1.raw '
        'tests/mikrotik_routeros/ip_address_print/mikrotik_routeros_ip_address_print_3.raw '
        'tests/mikrotik_routeros/ip_arp_print/mikrotik_routeros_ip_arp_print.raw '
        'tests/mikrotik_routeros/ip_dhcp-server_lease_print/mikrotik_routeros_ip_dhcp-server_lease_print2.raw '
        'tests/mikrotik_routeros/ip_dhcp-server_lease_print_terse_without-paging/mikrotik_routeros_ip_dhcp-server_lease_print_terse_without-paging.raw '
        'tests/mikrotik_routeros/ip_hotspot_ip-binding_print_terse_without-paging/mikrotik_routeros_ip-binding_print_terse_without-paging.raw '
        'tests/mikrotik_routeros/ip_route_print_terse/mikrotik_routeros_ip_route_print_terseIPv4.raw '
        'tests/mikrotik_routeros/ip_route_print_terse/mikrotik_routeros_ip_route_print_terseIPv6.raw '
        'tests/mikrotik_routeros/routing_bgp_peer_print_status_without-paging/mikrotik_routeros_routing_bgp_peer_print_status_without-paging_2.raw '
        'tests/mikrotik_routeros/system_routerboard_print/mikrotik_routeros_system_routerboard_print.raw '
        'tests/mikrotik_routeros/tool_speed-test_address/mikrotik_routeros_tool_speed-test_address.raw '
        'tests/oneaccess_oneos/show_cellular-radio_network/show_cellular-radio_context.oneos6.raw '
        'tests/oneaccess_oneos/show_helpers/show_helpers.oneos5.raw '
        'tests/oneaccess_oneos/show_helpers/show_helpers.oneos6.raw '
        'tests/oneaccess_oneos/show_interfaces/show_interfaces.lbb140.raw '
        'tests/oneaccess_oneos/show_ip_prefix-list/show_ip_prefix-list.oneos5.raw '
        'tests/oneaccess_oneos/show_ip_ssh/show_ip_ssh.oneos5.raw '
        'tests/oneaccess_oneos/show_isdn_status_all/show_isdn_status_all.plug212.raw '
        'tests/oneaccess_oneos/show_memory/show_memory.oneos6.raw '
        'tests/oneaccess_oneos/show_reboot_counters/show_reboot_counters.plug103.raw '
        'tests/oneaccess_oneos/show_route-map/show_route-map.oneos6.raw '
        'tests/oneaccess_oneos/show_running-config_aaa/show_running-config_aaa.oneos5.raw '
        'tests/oneaccess_oneos/show_running-config_bind/show_running-config_bind.oneos5.raw '
        'tests/oneaccess_oneos/show_running-config_ip_dhcp/show_running-config_ip_dhcp.oneos6.raw '
        'tests/oneaccess_oneos/show_snmp_community/show_snmp_community.oneos5.raw '
        'tests/oneaccess_oneos/show_sntp/show_sntp.oneos5.raw '
        'tests/oneaccess_oneos/show_tacacs-server/show_tacacs-server.oneos6.raw '
        'tests/oneaccess_oneos/show_transceiver_equipment/show_transceiver_equipment.lbb320.raw '
        'tests/oneaccess_oneos/show_voice_dial-peer_voice_voip_all/show_voice_dial-peer_voice_voip_all.plug401.raw '
        'tests/oneaccess_oneos/show_voice_mos/show_voice_mos.plug401.raw '
        'tests/oneaccess_oneos/show_voice_voice-port_pri_all/show_voice_voice-port_pri_all.plug401.raw '
        'tests/oneaccess_oneos/show_voice_voice-port_pri_all_histo/show_voice_voice-port_pri_all_histo.plug103.raw '
        'tests/oneaccess_oneos/show_voice_voice-port_pri_all_histo/show_voice_voice-port_pri_all_histo.plug212.raw '
        'tests/oneaccess_oneos/show_voice_voip-call_active_all/show_voice_voip-call_active_all.plug103.raw '
        'tests/oneaccess_oneos/show_voice_voip-call_any_all/show_voice_voip-call_any_all.plug212.raw '
        'tests/paloalto_panos/show_routing_protocol_bgp_summary/paloalto_panos_show_routing_protocol_bgp_summary.raw '
        'tests/ruckus_fastiron/show_mac-address/show_mac-address.raw '
        'tests/ruckus_fastiron/show_media_validation/show_media_validation.raw '
        'tests/ruckus_fastiron/show_vlan/show_vlan1.raw '
        'tests/ubiquiti_edgerouter/show_ip_route/ubiquiti_edgerouter_show_ip_route.raw '
        'tests/vmware_nsxv/show_ip_route/vmware_nsxv_show_ip_route1.raw '
        'tests/vyatta_vyos/show_ip_bgp_summary/vyatta_vyos_show_ip_bgp_summary.raw '
        'tests/watchguard_firebox/show_arp/watchguard_firebox_show_arp.raw '
        'tests/zte_zxros/show_arp/zte_zxros_show_arp.raw '
        'tests/zte_zxros/show_mpls_traffic-eng_tunnels/zte_zxros_show_mpls_traffic-eng_tunnels.raw '
        'tests/zyxel_os/cfg_wlan_get/zyxel_os_cfg_wlan_get.raw '
        'tests/zyxel_os/sys_atsh/zyxel_os_sys_atsh_2.raw tests/zyxel_os/sys_atsh/zyxel_os_sys_atsh_3.raw'
    ),
    'tests/cisco_asa/ping': (
        'cisco_asa_ping.raw cisco_asa_ping_mix.raw cisco_asa_ping_quench.raw cisco_asa_ping_unreachable.raw'
    ),
    'tests/cisco_asa/show_interface': (
        'cisco_asa_show_interface1.raw cisco_asa_show_interface4.raw cisco_asa_show_interface5.raw'
    ),
    'tests/cisco_ios/show_access-session': (
        'cisco_ios_show_access-session4.raw cisco_ios_show_access-session5.raw '
        'cisco_ios_show_access-session6.raw'
    ),
    'tests/cisco_ios/show_lldp_neighbors_detail': (
        'cisco_ios_show_lldp_neighbors_detail1.raw cisco_ios_show_lldp_neighbors_detail2.raw '
        'cisco_ios_show_lldp_neighbors_detail_02.raw'
    ),
    'tests/cisco_ios/show_module': (
        'cisco_ios_show_module3.raw cisco_ios_show_module5.raw cisco_ios_show_module_02.raw'
    ),
    'tests/cisco_nxos/show_interface': (
        'cisco_nxos_show_interface11_nve.raw cisco_nxos_show_interface12.raw cisco_nxos_show_interface3.raw'
    ),
    'tests/hp_procurve/show_interfaces_brief': (
        'show_interfaces_brief.raw show_interfaces_brief_NA.raw show_interfaces_brief_bcast.raw'
    ),
}


NTC_RAW_OTHER = {
    '': (
        'tests/alcatel_aos/show_mac-address-table/alcatel_aos_show_mac-address-table_R6.yml '
        'tests/alcatel_aos/show_mac-address-table/alcatel_aos_show_mac-address-table_R8_9.yml '
        'tests/alcatel_aos/show_vlan_port/alcatel_aos_show_vlan_port_1.yml '
        'tests/alcatel_aos/show_vlan_port/alcatel_aos_show_vlan_port_2.yml '
        'tests/alcatel_sros/ping/ping_rapid_duplicate.yml '
        'tests/alcatel_sros/show_service_id_interface/show_service_id_interface.yml '
        'tests/arista_eos/show_interfaces_status/arista_eos_show_interfaces_status_flags.yml '
        'tests/arista_eos/show_interfaces_status/arista_eos_show_interfaces_status_port_channel.yml '
        'tests/arista_eos/show_ip_bgp_detail/arista_eos_show_ip_bgp_detail.yml '
        'tests/arista_eos/show_ip_bgp_detail/arista_eos_show_ip_bgp_detail2.yml '
        'tests/arista_eos/show_ipv6_bgp_summary/arista_eos_show_ipv6_bgp_summary.yml '
        'tests/arista_eos/show_vrf/arista_eos_show_vrf_2.yml '
        'tests/aruba_aoscx/show_interface/show_interface6.yml tests/aruba_aoscx/show_module/show_module.yml '
        'tests/avaya_ers/show_mlt/avaya_ers_show_mlt3.yml '
        'tests/brocade_netiron/show_interfaces_brief/brocade_netiron_show_interfaces_brief.yml '
        'tests/brocade_netiron/show_metro/brocade_netiron_show_metro.yml '
        'tests/brocade_netiron/show_running-config_interface/brocade_netiron_show_running-config_interface.yml '
        'tests/checkpoint_gaia/show_domainname/checkpoint_gaia_show_domainname.yml '
        'tests/checkpoint_gaia/show_ntp_servers/checkpoint_gaia_show_ntp_servers.yml '
        'tests/cisco_asa/show_inventory/cisco_asa_show_inventory2.yml '
        'tests/cisco_asa/show_inventory/cisco_asa_show_inventory_pid_spaces.yml '
        'tests/cisco_asa/show_license_all/cisco_asa_show_license_all.yml '
        'tests/cisco_asa/show_object-group_network/cisco_asa_show_object-group_network.yml '
        'tests/cisco_asa/show_ospf_interface_brief/cisco_asa_show_ospf_interface_brief.yml '
        'tests/cisco_asa/show_route/cisc_asa_show_route_vpn.yml '
        'tests/cisco_asa/show_route/cisco_asa_show_route_alt_multiline.yml '
        'tests/cisco_asa/show_running-config_all_crypto_map/cisco_asa_show_running-config_all_crypto_map.yml '
        'tests/cisco_asa/show_vpn-sessiondb/cisco_asa_show_vpn-sessiondb2.yml '
        'tests/cisco_asa/show_vpn-sessiondb_anyconnect/cisco_asa_show_vpn-sessiondb_anyconnect4.yml '
        'tests/cisco_ios/show_access-session/cisco_ios_show_access-session5.yml '
        'tests/cisco_ios/show_archive/cisco_ios_show_archive_filelist.yml '
        'tests/cisco_ios/show_boot/cisco_ios_show_boot2.yml '
        'tests/cisco_ios/show_crypto_ipsec_sa_detail/cisco_ios_show_crypto_ipsec_sa_detail_3.yml '
        'tests/cisco_ios/show_crypto_session_detail/cisco_ios_show_crypto_session_detail_ikev2.yml '
        'tests/cisco_ios/show_cts_pacs/cisco_ios_show_cts_pacs_2.yml '
        'tests/cisco_ios/show_endpoint-tracker/cisco_ios_show_endpoint-tracker.yml '
        'tests/cisco_ios/show_interface_transceiver/cisco_ios_show_interface_transceiver_iosxe.yml '
        'tests/cisco_ios/show_interfaces/cisco_ios_show_interfaces6.yml '
        'tests/cisco_ios/show_interfaces_switchport/cisco_ios_show_interfaces_switchport4.yml '
        'tests/cisco_ios/show_interfaces_switchport/cisco_ios_show_interfaces_switchport_app_interfaces.yml '
        'tests/cisco_ios/show_ip_access-lists/cisco_ios_show_ip_access-lists_fixed.yml '
        'tests/cisco_ios/show_ip_bgp_neighbors/cisco_ios_show_ip_bgp_neighbors.yml '
        'tests/cisco_ios/show_ip_bgp_neighbors/cisco_ios_show_ip_bgp_neighbors_multiple.yml '
        'tests/cisco_ios/show_ip_bgp_vpnv4_all_neighbors/cisco_ios_show_ip_bgp_vpnv4_all_neighbors.yml '
        'tests/cisco_ios/show_ip_bgp_vpnv4_all_neighbors/cisco_ios_show_ip_bgp_vpnv4_all_neighbors_multiple.yml '
        'tests/cisco_ios/show_ip_cef_detail/show_ip_cef_detail_c2900_v1.yml '
        'tests/cisco_ios/show_ip_cef_detail/show_ip_cef_detail_c3850_v2.yml '
        'tests/cisco_ios/show_ip_eigrp_neighbors/cisco_ios_show_ip_eigrp_neighbors2.yml '
        'tests/cisco_ios/show_ip_interface/cisco_ios_show_ip_interface.yml '
        'tests/cisco_ios/show_ip_interface/cisco_ios_show_ip_interface5.yml '
        'tests/cisco_ios/show_ip_mroute/cisco_ios_show_ip_mroute3.yml '
        'tests/cisco_ios/show_ip_source_binding/cisco_ios_show_ip_source_binding.yml '
        'tests/cisco_ios/show_license_status/cisco_ios_show_license_status3.yml '
        'tests/cisco_ios/show_license_status/cisco_ios_show_license_status4.yml '
        'tests/cisco_ios/show_logging/cisco_ios_show_logging_2.yml '
        'tests/cisco_ios/show_logging/cisco_ios_show_logging_4.yml '
        'tests/cisco_ios/show_module/cisco_ios_show_module1.yml '
        'tests/cisco_ios/show_module/cisco_ios_show_module_01.yml '
        'tests/cisco_ios/show_power_inline/cisco_ios_show_power_inline_cat4510sup7.yml '
        'tests/cisco_ios/show_power_used/cisco_ios_show_power_used.yml '
        'tests/cisco_ios/show_version/cisco_ios_show_version1.yml '
        'tests/cisco_ios/show_version/cisco_ios_show_version5.yml '
        'tests/cisco_ios/show_vlans/cisco_ios_show_vlans_07.yml '
        'tests/cisco_ios/show_vlans/cisco_ios_show_vlans_08.yml '
        'tests/cisco_ios/show_vrf/cisco_ios_show_vrf3.yml '
        'tests/cisco_nxos/show_bgp_vrf_all_ipv4_unicast_neighbors_routes/cisco_nxos_show_bgp_vrf_all_ipv4_unicast_neighbors_routes1.yml '
        'tests/cisco_nxos/show_bgp_vrf_all_ipv4_unicast_neighbors_routes/cisco_nxos_show_bgp_vrf_all_ipv4_unicast_neighbors_routes2.yml '
        'tests/cisco_nxos/show_configuration_session_summary/cisco_nxos_show_configuration_session_summary.yml '
        'tests/cisco_nxos/show_fabricpath_route/cisco_nxos_show_fabricpath_route_docs_example.yml '
        'tests/cisco_nxos/show_interface/cisco_nxos_show_interface3.yml '
        'tests/cisco_nxos/show_ip_bgp/cisco_nxos_show_ip_bgp1.yml '
        'tests/cisco_nxos/show_ip_bgp/cisco_nxos_show_ip_bgp_vrf.yml '
        'tests/cisco_nxos/show_ip_route/cisco_nxos_show_ip_route.yml '
        'tests/cisco_nxos/show_switching-mode/cisco_nxos_show_switching-mode_3.yml '
        'tests/cisco_s300/show_mac_address-table/cisco_s300_show_mac_address-table.yml '
        'tests/cisco_s300/show_version/cisco_s300_show_version.yml '
        'tests/cisco_wlc_ssh/show_interface_summary/cisco_wlc_ssh_show_interface_summary.yml '
        'tests/cisco_wlc_ssh/show_inventory/cisco_wlc_ssh_show_inventory.yml '
        'tests/cisco_xr/admin_show_inventory/cisco_xr_admin_show_inventory3.yml '
        'tests/cisco_xr/show_bgp/cisco_xr_show_bgp2.yml '
        'tests/cisco_xr/show_configuration_commit_list/cisco_xr_show_configuration_commit_list.yml '
        'tests/cisco_xr/show_controllers_all_phy/cisco_xr_show_controllers_all_phy2.yml '
        'tests/cisco_xr/show_controllers_all_phy/cisco_xr_show_controllers_all_phy3.yml '
        'tests/edgecore/show_interfaces_switchport/edgecore_show_interfaces_switchport_1.yml '
        'tests/edgecore/show_system/edgecore_show_system.yml tests/eltex/show_vlan/show_vlan_1.yml '
        'tests/eltex/show_vlan/show_vlan_2.yml '
        'tests/fortinet/get_router_info_bgp_summary/fortinet_get_router_info_bgp_summary.yml '
        'tests/fortinet/get_system_interface/fortinet_get_system_interface.yml '
        'tests/fortinet/get_system_status/fortinet_get_system_status_7.0_eval.yml '
        'tests/hp_comware/display_interface_brief/hp_comware_display_interface_brief_release_9119P17.yml '
        'tests/hp_comware/display_vlan_all/hp_comware_display_vlan_all_cw5.yml '
        'tests/hp_procurve/show_interfaces_brief/show_interfaces_brief_note.yml '
        'tests/hp_procurve/show_lldp_info_local-device/hp_procurve_show_lldp_info_local-device.yml '
        'tests/huawei_ont/display_boardItem/huawei_ont_display_baordItem.yml '
        'tests/huawei_smartax/display_mac-address_ont_0_1_2_0/huawei_smartax_display_mac-address_ont_0_1_2_0.yml '
        'tests/huawei_smartax/display_ont-srvprofile_gpon_all/huawei_smartax_display_ont-srvprofile_gpon_all.yml '
        'tests/huawei_smartax/display_ont_wlan-status_0_1/huawei_smartax_display_ont_wlan-status_0_1.yml '
        'tests/huawei_smartax/display_ont_wlan-status_0_1/huawei_smartax_display_ont_wlan-status_0_1_3.yml '
        'tests/huawei_smartax/display_sysuptime/huawei_smartax_display_sysuptime.yml '
        'tests/huawei_smartax/display_temperature/huawei_smartax_display_temperature.yml '
        'tests/huawei_vrp/display_arp_brief/huawei_vrp_display_arp_brief.yml '
        'tests/huawei_vrp/display_ip_routing-table_verbose/huawei_vrp_display_ip_routing-table_verbose_ipv4.yml '
        'tests/huawei_vrp/display_ip_routing-table_verbose/huawei_vrp_display_ip_routing-table_verbose_ipv41.yml '
        'tests/huawei_vrp/virtual-cable-test/huawei_vrp_virtual-cable-test.yml '
        'tests/juniper_junos/show_lldp_neighbors/juniper_junos_show_lldp_neighbors.yml '
        'tests/juniper_junos/show_system_configuration_database_usage/juniper_junos_show_system_configuration_database_usage.yml '
        'tests/juniper_junos/show_system_configuration_database_usage/juniper_junos_show_system_configuration_database_usage_locked.yml '
        'tests/juniper_junos/show_vlans/juniper_junos_show_vlans.yml '
        'tests/mikrotik_routeros/interface_ethernet_monitor_name_once/mikrotik_routeros_interface_ethernet_monitor_name_once3.yml '
        'tests/mikrotik_routeros/interface_ethernet_poe_print_without-paging/mikrotik_routeros_interface_ethernet_poe_print_without-paging.yml '
        'tests/mikrotik_routeros/interface_ethernet_print/mikrotik_routeros_interface_ethernet_print.yml '
        'tests/mikrotik_routeros/ip_dhcp-server_lease_print/mikrotik_routeros_ip_dhcp-server_lease_print.yml '
        'tests/mikrotik_routeros/ip_dhcp-server_lease_print_terse_without-paging/mikrotik_routeros_ip_dhcp-server_lease_print_terse_without-paging.yml '
        'tests/mikrotik_routeros/ip_dhcp-server_lease_print_terse_without-paging/mikrotik_routeros_ip_dhcp-server_lease_print_terse_without-paging_2.yml '
        'tests/mikrotik_routeros/routing_bgp_peer_print_status_without-paging/mikrotik_routeros_routing_bgp_peer_print_status_without-paging_2.yml '
        'tests/oneaccess_oneos/show_helpers/show_helpers.oneos5.yml '
        'tests/oneaccess_oneos/show_interfaces/show_interfaces.lbb140.yml '
        'tests/oneaccess_oneos/show_interfaces/show_interfaces.lbb150.yml '
        'tests/oneaccess_oneos/show_memory/show_memory.oneos6.yml '
        'tests/oneaccess_oneos/show_running-config_aaa/show_running-config_aaa.oneos5.yml '
        'tests/oneaccess_oneos/show_running-config_aaa/show_running-config_aaa.oneos6.yml '
        'tests/oneaccess_oneos/show_running-config_bind/show_running-config_bind.oneos5.yml '
        'tests/oneaccess_oneos/show_running-config_ip_dhcp/show_running-config_ip_dhcp.oneos6.yml '
        'tests/oneaccess_oneos/show_sntp/show_sntp.oneos6.yml '
        'tests/oneaccess_oneos/show_tacacs-server/show_tacacs-server.oneos5.yml '
        'tests/oneaccess_oneos/show_transceiver_equipment/show_transceiver_equipment.lbb140_empty.yml '
        'tests/oneaccess_oneos/show_transceiver_equipment/show_transceiver_equipment.lbb150.yml '
        'tests/oneaccess_oneos/show_voice_dial-peer_voice_voip_all/show_voice_dial-peer_voice_voip_all_al.plug212.yml '
        'tests/oneaccess_oneos/show_voice_mos/show_voice_mos.plug401.yml '
        'tests/oneaccess_oneos/show_voice_voip-call_active_all/show_voice_voip-call_active_all.plug212.yml '
        'tests/oneaccess_oneos/show_voice_voip-call_active_all/show_voice_voip-call_active_all.plug401.yml '
        'tests/ruckus_fastiron/show_vlan/show_vlan.yml '
        'tests/ubiquiti_edgerouter/show_ip_route/ubiquiti_edgerouter_show_ip_route.yml '
        'tests/zte_zxros/show_arp/zte_zxros_show_arp.yml '
        'tests/zyxel_os/cfg_wlan_get/zyxel_os_cfg_wlan_get.yml '
        'tests/zyxel_os/sys_atsh/zyxel_os_sys_atsh_3.yml tests/zyxel_os/sys_atsh/zyxel_os_sys_atsh_4.yml'
    ),
    'tests/aruba_aoscx/show_interface_mgmt': (
        'show_interface_mgmt.yml show_interface_mgmt2.yml show_interface_mgmt3.yml'
    ),
    'tests/cisco_asa/show_access-list': (
        'cisco_asa_show_access-list3.yml cisco_asa_show_access-list_update.yml '
        'cisco_asa_show_access-list_update2.yml'
    ),
    'tests/cisco_asa/show_interface': (
        'cisco_asa_show_interface.yml cisco_asa_show_interface1.yml cisco_asa_show_interface2.yml'
    ),
    'tests/cisco_ios/ping': (
        'cisco_ios_ping_df.yml cisco_ios_ping_mix.yml cisco_ios_ping_source.yml cisco_ios_ping_source_df.yml '
        'cisco_ios_ping_source_df_fail.yml'
    ),
    'tests/cisco_ios/show_environment_power_all': (
        'cisco_ios_show_environment_power_all-3850-not-pres.yml cisco_ios_show_environment_power_all.yml '
        'cisco_ios_show_environment_power_all1.yml'
    ),
    'tests/cisco_ios/show_ip_bgp': (
        'cisco_ios_show_ip_bgp1.yml cisco_ios_show_ip_bgp2.yml cisco_ios_show_ip_bgp3.yml '
        'cisco_ios_show_ip_bgp5.yml'
    ),
    'tests/cisco_ios/show_lldp_neighbors_detail': (
        'cisco_ios_show_lldp_neighbors_detail1.yml cisco_ios_show_lldp_neighbors_detail2.yml '
        'cisco_ios_show_lldp_neighbors_detail4.yml cisco_ios_show_lldp_neighbors_detail6.yml '
        'cisco_ios_show_lldp_neighbors_detail_02.yml'
    ),
    'tests/cisco_ios/show_mac-address-table': (
        'cisco_ios_show_mac-address-table12.yml cisco_ios_show_mac-address-table13.yml '
        'cisco_ios_show_mac-address-table4.yml'
    ),
    'tests/cisco_ios/traceroute': (
        'cisco_ios_traceroute_4.yml cisco_ios_traceroute_5.yml cisco_ios_traceroute_6.yml '
        'cisco_ios_traceroute_dns.yml'
    ),
    'tests/cisco_nxos/show_module': (
        'cisco_nxos_show_module.yml cisco_nxos_show_module2.yml cisco_nxos_show_module3.yml'
    ),
    'tests/eltex/show_system': (
        'show_system_1.yml show_system_4.yml show_system_5.yml'
    ),
    'tests/hp_comware/display_device_manuinfo': (
        'hp_comware_display_device_manuinfo1.yml hp_comware_display_device_manuinfo2.yml '
        'hp_comware_display_device_manuinfo_cw5_only-new-chassis.yml'
    ),
    'tests/hp_comware/display_interface': (
        'hp_comware_display_interface11.yml hp_comware_display_interface2.yml '
        'hp_comware_display_interface3.yml hp_comware_display_interface4.yml '
        'hp_comware_display_interface5.yml hp_comware_display_interface7.yml '
        'hp_comware_display_interface_known_unicast.yml hp_comware_display_interface_mgmt.yml '
        'hp_comware_display_interface_release_09119P17.yml hp_comware_display_interface_tagged-vlan-none.yml'
    ),
    'tests/hp_comware/display_ip_interface': (
        'hp_comware_display_ip_interface.yml hp_comware_display_ip_interface2.yml '
        'hp_comware_display_ip_interface_release_0615P16.yml'
    ),
    'tests/juniper_junos/show_version': (
        'juniper_junos_show_version.yml juniper_junos_show_version_ex.yml '
        'juniper_junos_show_version_vmhost.yml'
    ),
    'tests/mikrotik_routeros/ip_address_print': (
        'mikrotik_routeros_ip_address_print_1.yml mikrotik_routeros_ip_address_print_3.yml '
        'mikrotik_routeros_ip_address_print_5.yml'
    ),
}


NTC_PARSED_KIND = {
    '': (
        'tests/alcatel_aos/show_mac-address-table/alcatel_aos_show_mac-address-table_R8_9.yml '
        'tests/alcatel_aos/show_vlan_port/alcatel_aos_show_vlan_port_1.yml '
        'tests/alcatel_aos/show_vlan_port/alcatel_aos_show_vlan_port_2.yml '
        'tests/alcatel_sros/ping/ping_rapid.yml tests/alcatel_sros/ping/ping_source_fail.yml '
        'tests/alcatel_sros/show_lag_port/show_lag_port_r22.yml '
        'tests/alcatel_sros/show_router_isis_interface/alcatel_sros_show_router_isis_interface.yml '
        'tests/alcatel_sros/show_service_id_interface/show_service_id_interface.yml '
        'tests/allied_telesis_awplus/show_etherchannel_summary/allied_telesis_awplus_show_etherchannel_summary.yml '
        'tests/allied_telesis_awplus/show_interface/allied_telesis_awplus_show_interface.yml '
        'tests/allied_telesis_awplus/show_static-channel-group/allied_telesis_awplus_show_static-channel-group1.yml '
        'tests/arista_eos/show_environment_temperature/arista_eos_show_environment_temperature.yml '
        'tests/arista_eos/show_interfaces/arista_eos_show_interfaces_portchannel.yml '
        'tests/arista_eos/show_interfaces_status/arista_eos_show_interfaces_status.yml '
        'tests/arista_eos/show_interfaces_transceiver_detail/arista_eos_show_interfaces_transceiver_detail.yml '
        'tests/arista_eos/show_ip_bgp_detail/arista_eos_show_ip_bgp_detail2.yml '
        'tests/arista_eos/show_ip_ospf_database/arista_eos_show_ip_ospf_database.yml '
        'tests/arista_eos/show_ip_ospf_interface_brief/arista_eos_show_ip_ospf_interface_brief.yml '
        'tests/arista_eos/show_ip_route/arista_eos_show_ip_route4.yml '
        'tests/arista_eos/show_ip_route/arista_eos_show_ip_route_vrf.yml '
        'tests/arista_eos/show_ipv6_bgp_summary/arista_eos_show_ipv6_bgp_summary_vrf.yml '
        'tests/arista_eos/show_module/arista_eos_show_module.template.yml '
        'tests/arista_eos/show_processes_top_once/arista_eos_show_processes_top_once5.yml '
        'tests/arista_eos/show_snmp_community/arista_eos_show_snmp_community.yml '
        'tests/arista_eos/show_version/arista_eos_show_version.yml '
        'tests/arista_eos/show_version/arista_eos_show_version3.yml '
        'tests/arista_eos/show_vrf/arista_eos_show_vrf.yml '
        'tests/arista_eos/show_vrf/arista_eos_show_vrf_2.yml '
        'tests/aruba_aoscx/show_interface/show_interface3.yml '
        'tests/aruba_aoscx/show_interface/show_interface7.yml '
        'tests/aruba_aoscx/show_interface_mgmt/show_interface_mgmt2.yml '
        'tests/aruba_aoscx/show_module/show_module2.yml tests/aruba_aoscx/show_system/show_system5.yml '
        'tests/aruba_os/show_ap_database/aruba_os_show_ap_database.yml '
        'tests/avaya_ers/show_mlt/avaya_ers_show_mlt2.yml '
        'tests/avaya_ers/show_mlt/avaya_ers_show_mlt_7000.yml '
        'tests/avaya_ers/show_sys-info/avaya_ers_show_sys-info1.yml '
        'tests/brocade_fastiron/show_lldp_neighbors_detail/brocade_fastiron_show_lldp_neighbors_detail1.yml '
        'tests/brocade_fastiron/show_trunk/brocade_fastiron_show_trunk.yml '
        'tests/brocade_netiron/show_interfaces_brief/brocade_netiron_show_interfaces_brief.yml '
        'tests/brocade_netiron/show_metro/brocade_netiron_show_metro.yml '
        'tests/brocade_netiron/show_running-config_interface/brocade_netiron_show_running-config_interface2.yml '
        'tests/checkpoint_gaia/show_domainname/checkpoint_gaia_show_domainname.yml '
        'tests/checkpoint_gaia/show_ntp_servers/checkpoint_gaia_show_ntp_servers.yml '
        'tests/ciena_saos/lldp_show_neighbors/ciena_saos_lldp_show_neighbors.3916.yml '
        'tests/ciena_saos/vlan_show/ciena_saos_vlan_show2.yml '
        'tests/cisco_asa/show_access-list/cisco_asa_show_access-list3.yml '
        'tests/cisco_asa/show_access-list/cisco_asa_show_access-list_update2.yml '
        'tests/cisco_asa/show_inventory/cisco_asa_show_inventory.yml '
        'tests/cisco_asa/show_license_all/cisco_asa_show_license_all.yml '
        'tests/cisco_asa/show_module/cisco_asa_show_module_04.yml '
        'tests/cisco_asa/show_nat/cisco_asa_show_nat.yml '
        'tests/cisco_asa/show_object-group_network/cisco_asa_show_object-group_network.yml '
        'tests/cisco_asa/show_ospf_interface_brief/cisco_asa_show_ospf_interface_brief.yml '
        'tests/cisco_asa/show_route/cisc_asa_show_route_vpn.yml '
        'tests/cisco_asa/show_running-config_all_crypto_map/cisco_asa_show_running-config_all_crypto_map2.yml '
        'tests/cisco_asa/show_running-config_ipsec/cisco_asa_show_running-config_ipsec.yml '
        'tests/cisco_asa/show_running-config_object_service/cisco_asa_show_running-config_object_service.yml '
        'tests/cisco_asa/show_vpn-sessiondb/cisco_asa_show_vpn-sessiondb.yml '
        'tests/cisco_asa/show_vpn-sessiondb_anyconnect/cisco_asa_show_vpn-sessiondb_anyconnect_long_usernames.yml '
        'tests/cisco_ios/ping/cisco_ios_ping_mix.yml tests/cisco_ios/show_archive/cisco_ios_show_archive.yml '
        'tests/cisco_ios/show_authentication_sessions/cisco_ios_show_authentication_sessions3.yml '
        'tests/cisco_ios/show_boot/cisco_ios_show_boot_gibraltar.yml '
        'tests/cisco_ios/show_boot/cisco_ios_show_boot_optimization.yml '
        'tests/cisco_ios/show_clock/cisco_ios_show_clock.yml '
        'tests/cisco_ios/show_crypto_ipsec_sa_detail/cisco_ios_show_crypto_ipsec_sa_detail.yml '
        'tests/cisco_ios/show_crypto_ipsec_sa_detail/cisco_ios_show_crypto_ipsec_sa_detail_2.yml '
        'tests/cisco_ios/show_crypto_session_detail/cisco_ios_show_crypto_session_detail.yml '
        'tests/cisco_ios/show_crypto_session_detail/cisco_ios_show_crypto_session_detail_ikev2.yml '
        'tests/cisco_ios/show_cts_pacs/cisco_ios_show_cts_pacs.yml '
        'tests/cisco_ios/show_endpoint-tracker/cisco_ios_show_endpoint-tracker.yml '
        'tests/cisco_ios/show_environment_power_all/cisco_ios_show_environment_power_all1.yml '
        'tests/cisco_ios/show_interface_link/cisco_ios_show_interface_link.yml '
        'tests/cisco_ios/show_interface_link/cisco_ios_show_interface_link2.yml '
        'tests/cisco_ios/show_interface_transceiver/cisco_ios_show_interface_transceiver.yml '
        'tests/cisco_ios/show_interfaces/cisco_ios_show_interfaces6.yml '
        'tests/cisco_ios/show_interfaces/cisco_ios_show_interfaces_01.yml '
        'tests/cisco_ios/show_interfaces_switchport/cisco_ios_show_interfaces_switchport4.yml '
        'tests/cisco_ios/show_interfaces_switchport/cisco_ios_show_interfaces_switchport_vepa_enabled.yml '
        'tests/cisco_ios/show_ip_access-lists/cisco_ios_show_ip_access-lists.yml '
        'tests/cisco_ios/show_ip_bgp/cisco_ios_show_ip_bgp1.yml '
        'tests/cisco_ios/show_ip_bgp/cisco_ios_show_ip_bgp3.yml '
        'tests/cisco_ios/show_ip_bgp_neighbors/cisco_ios_show_ip_bgp_neighbors_multiple.yml '
        'tests/cisco_ios/show_ip_bgp_vpnv4_all_neighbors/cisco_ios_show_ip_bgp_vpnv4_all_neighbors.yml '
        'tests/cisco_ios/show_ip_cef_detail/show_ip_cef_detail_c3850_v2.yml '
        'tests/cisco_ios/show_ip_device_tracking_all/cisco_ios_show_ip_device_tracking_all.yml '
        'tests/cisco_ios/show_ip_eigrp_interfaces_detail/cisco_ios_show_ip_eigrp_interfaces_detail.yml '
        'tests/cisco_ios/show_ip_eigrp_neighbors/cisco_ios_show_ip_eigrp_neighbors.yml '
        'tests/cisco_ios/show_ip_interface/cisco_ios_show_ip_interface6.yml '
        'tests/cisco_ios/show_ip_mroute/cisco_ios_show_ip_mroute2.yml '
        'tests/cisco_ios/show_ip_route_summary/cisco_ios_show_ip_route_summary.yml '
        'tests/cisco_ios/show_ip_source_binding/cisco_ios_show_ip_source_binding.yml '
        'tests/cisco_ios/show_ip_vrf_interfaces/cisco_ios_show_ip_vrf_interfaces_iosxe.yml '
        'tests/cisco_ios/show_ipv6_access-lists/cisco_ios_show_ipv6_access-lists.yml '
        'tests/cisco_ios/show_ipv6_route/cisco_ios_show_ipv6_route.yml '
        'tests/cisco_ios/show_license/cisco_ios_show_license.yml '
        'tests/cisco_ios/show_license_status/cisco_ios_show_license_status4.yml '
        'tests/cisco_ios/show_logging/cisco_ios_show_logging_4.yml '
        'tests/cisco_ios/show_mac-address-table/cisco_ios_show_mac-address-table9.yml '
        'tests/cisco_ios/show_platform_diag/cisco_ios_show_platform_diag_3.yml '
        'tests/cisco_ios/show_power_inline/cisco_ios_show_power_inline_6807-XL.yml '
        'tests/cisco_ios/show_power_status/cisco_ios_show_power_status.yml '
        'tests/cisco_ios/show_power_supplies/cisco_ios_show_power_supplies.yml '
        'tests/cisco_ios/show_power_supplies/cisco_ios_show_power_supplies1.yml '
        'tests/cisco_ios/show_power_used/cisco_ios_show_power_used.yml '
        'tests/cisco_ios/show_tacacs/cisco_ios_show_tacacs_status_fail_count.yml '
        'tests/cisco_ios/show_version/cisco_ios_show_version6.yml '
        'tests/cisco_ios/show_vlans/cisco_ios_show_vlans_04.yml '
        'tests/cisco_ios/show_vlans/cisco_ios_show_vlans_05.yml '
        'tests/cisco_ios/show_vrf/cisco_ios_show_vrf3.yml '
        'tests/cisco_ios/show_vrf/cisco_ios_show_vrf_no_interface.yml '
        'tests/cisco_ios/show_vrrp_brief/cisco_ios_show_vrrp_brief.yml '
        'tests/cisco_ios/traceroute/cisco_ios_traceroute_4.yml '
        'tests/cisco_ios/traceroute/cisco_ios_traceroute_6.yml '
        'tests/cisco_nxos/show_access-lists/cisco_nxos_show_access-lists2.yml '
        'tests/cisco_nxos/show_bgp_vrf_all_ipv4_unicast_neighbors_routes/cisco_nxos_show_bgp_vrf_all_ipv4_unicast_neighbors_routes1.yml '
        'tests/cisco_nxos/show_cdp_neighbors_detail/cisco_nxos_show_cdp_neighbors_detail_move_record.yml '
        'tests/cisco_nxos/show_configuration_session_summary/cisco_nxos_show_configuration_session_summary.yml '
        'tests/cisco_nxos/show_fabricpath_route/cisco_nxos_show_fabricpath_route_docs_example.yml '
        'tests/cisco_nxos/show_forwarding_adjacency/cisco_nxos_show_forwarding_adjacency_3.yml '
        'tests/cisco_nxos/show_interface_description/cisco_nxos_show_interface_description2.yml '
        'tests/cisco_nxos/show_ip_bgp/cisco_nxos_show_ip_bgp.yml '
        'tests/cisco_nxos/show_ip_bgp_summary_vrf/cisco_nxos_show_ip_bgp_all_summary_vrf.yml '
        'tests/cisco_nxos/show_ip_dhcp_snooping_statistics/cisco_nxos_show_ip_dhcp_snooping_statistics.yml '
        'tests/cisco_nxos/show_ip_eigrp_neighbors/cisco_nxos_show_ip_eigrp_neighbors.yml '
        'tests/cisco_nxos/show_ip_interface_brief/cisco_nxos_show_ip_interface_brief.yml '
        'tests/cisco_nxos/show_ip_interface_brief/cisco_nxos_show_ip_interface_brief_vrf_all_02.yml '
        'tests/cisco_nxos/show_ip_msdp_summary_vrf_all/show_ip_msdp_summary_vrf_all.yml '
        'tests/cisco_nxos/show_ip_ospf_neighbor/cisco_nxos_show_ip_ospf_neighbor.yml '
        'tests/cisco_nxos/show_ip_ospf_neighbor/cisco_nxos_show_ip_ospf_neighbor_vrf_all.yml '
        'tests/cisco_nxos/show_ip_pim_rp_vrf_all/cisco_nxos_show_ip_pim_rp_vrf_all.yml '
        'tests/cisco_nxos/show_ip_route/cisco_nxos_show_ip_route_vrf3.yml '
        'tests/cisco_nxos/show_module/cisco_nxos_show_module.yml '
        'tests/cisco_nxos/show_module/cisco_nxos_show_module2.yml '
        'tests/cisco_nxos/show_nve_peers/cisco_nxos_show_nve_peers.yml '
        'tests/cisco_nxos/show_switching-mode/cisco_nxos_show_switching-mode_1.yml '
        'tests/cisco_nxos/show_vdc/cisco_nxos_show_vdc.yml '
        'tests/cisco_nxos/show_vrf_detail/cisco_nxos_show_vrf_detail_01.yml '
        'tests/cisco_nxos/show_vrf_interface/cisco_nxos_show_vrf_interface.yml '
        'tests/cisco_s300/show_mac_address-table/cisco_s300_show_mac_address-table.yml '
        'tests/cisco_s300/show_version/cisco_s300_show_version.yml '
        'tests/cisco_wlc_ssh/show_ap_summary/cisco_wlc_ssh_show_ap_summary_2500.yml '
        'tests/cisco_wlc_ssh/show_ap_summary/cisco_wlc_ssh_show_ap_summary_C9800.yml '
        'tests/cisco_wlc_ssh/show_cdp_neighbors_detail/cisco_wlc_ssh_show_cdp_neighbors_detail.yml '
        'tests/cisco_wlc_ssh/show_interface_detailed_id/cisco_wlc_ssh_show_interface_detailed_id_3.yml '
        'tests/cisco_wlc_ssh/show_interface_summary/cisco_wlc_ssh_show_interface_summary2.yml '
        'tests/cisco_wlc_ssh/show_inventory/cisco_wlc_ssh_show_inventory2.yml '
        'tests/cisco_wlc_ssh/show_radius_summary/cisco_wlc_ssh_show_radius_summary2.yml '
        'tests/cisco_wlc_ssh/show_wlan_sum/cisco_wlc_ssh_show_wlan_sum.yml '
        'tests/cisco_xr/admin_show_environment_fan/cisco_xr_admin_show_environment_fan.yml '
        'tests/cisco_xr/admin_show_inventory/cisco_xr_admin_show_inventory5.yml '
        'tests/cisco_xr/show_bgp/cisco_xr_show_bgp2.yml '
        'tests/cisco_xr/show_configuration_commit_list/cisco_xr_show_configuration_commit_list.yml '
        'tests/cisco_xr/show_controllers_HundredGigabitEthernet/cisco_xr_show_controllers_HundredGigabitEthernet.yml '
        'tests/cisco_xr/show_controllers_all_phy/cisco_xr_show_controllers_all_phy3.yml '
        'tests/cisco_xr/show_hsrp/cisco_xr_show_hsrp.yml '
        'tests/cisco_xr/show_install_active/cisco_xr_show_install_active_32bit.yml '
        'tests/cisco_xr/show_interfaces/cisco_xr_show_interfaces.yml '
        'tests/cisco_xr/show_ipv4_interface/cisco_xr_show_ipv4_interface3.yml '
        'tests/cisco_xr/show_l2vpn_mac-learning_mac_all_location/cisco_xr_show_l2vpn_mac-learning_mac_all_location.yml '
        'tests/cisco_xr/show_lldp_neighbors_detail/cisco_xr_show_lldp_neighbors_detail_01.yml '
        'tests/dell_force10/show_ip_interface_brief/dell_force10_show_ip_interface_brief.yml '
        'tests/edgecore/show_interfaces_switchport/edgecore_show_interfaces_switchport_1.yml '
        'tests/edgecore/show_system/edgecore_show_system.yml tests/eltex/show_system/show_system_1.yml '
        'tests/eltex/show_system/show_system_5.yml tests/eltex/show_vlan/show_vlan_3.yml '
        'tests/extreme_exos/show_iparp/extreme_exos_show_iparp_online_data.yml '
        'tests/extreme_slxos/show_ip_interface_brief/extreme_slxos_show_ip_interface_brief_data.yml '
        'tests/fortinet/execute_dhcp_lease-list/fortinet_execute_dhcp_lease-list_7_columns.yml '
        'tests/fortinet/get_router_info_bgp_summary/fortinet_get_router_info_bgp_summary.yml '
        'tests/fortinet/get_router_info_ospf_status/fortinet_get_router_info_ospf_status.yml '
        'tests/fortinet/get_system_interface/fortinet_get_system_interface_7.0.yml '
        'tests/fortinet/get_system_interface/fortinet_get_system_interface_7.4.yml '
        'tests/fortinet/get_system_status/fortinet_get_system_status_7.0.yml '
        'tests/fsas_sir/show_ether/fsas_sir_show_ether2.yml '
        'tests/hp_comware/display_device_manuinfo/hp_comware_display_device_manuinfo2.yml '
        'tests/hp_comware/display_device_manuinfo/hp_comware_display_device_manuinfo_productNumber.yml '
        'tests/hp_comware/display_interface/hp_comware_display_interface_dhcp.yml '
        'tests/hp_comware/display_interface/hp_comware_display_interface_release_0615P16.yml '
        'tests/hp_comware/display_interface_brief/hp_comware_display_interface_brief_fullauto.yml '
        'tests/hp_comware/display_ip_interface/hp_comware_display_ip_interface1.yml '
        'tests/hp_comware/display_ip_vpn-instance_instance-name/hp_comware_display_ip_vpn-instance_instance-name1.yml '
        'tests/hp_comware/display_ip_vpn-instance_instance-name/hp_comware_display_ip_vpn-instance_instance-name2.yml '
        'tests/hp_comware/display_link-aggregation_verbose/hp_comware_display_link-aggregation_verbose1.yml '
        'tests/hp_comware/display_lldp_neighbor-information_verbose/hp_comware_display_lldp_neighbor-information_verbose.yml '
        'tests/hp_comware/display_vlan_all/hp_comware_display_vlan_all1.yml '
        'tests/hp_comware/display_vlan_all/hp_comware_display_vlan_all_cw5.yml '
        'tests/hp_comware/display_vlan_brief/hp_comware_display_vlan_brief.yml '
        'tests/hp_procurve/show_lldp_info_local-device/hp_procurve_show_lldp_info_local-device.yml '
        'tests/hp_procurve/show_lldp_info_remote-device/hp_procurve_show_lldp_info_remote-device.yml '
        'tests/hp_procurve/show_tech_buffers/hp_procurve_show_tech_buffers.yml '
        'tests/huawei_ont/display_boardItem/huawei_ont_display_baordItem.yml '
        'tests/huawei_ont/display_deviceInfo/huawei_ont_display_deviceInfo.yml '
        'tests/huawei_ont/display_productmac/huawei_ont_display_productmac.yml '
        'tests/huawei_ont/display_wanmac/huawei_ont_display_wanmac.yml '
        'tests/huawei_ont/display_wifi_information/huawei_ont_display_wifi_information.yml '
        'tests/huawei_smartax/display_mac-address_ont_0_1_2_0/huawei_smartax_display_mac-address_ont_0_1_2_0_2.yml '
        'tests/huawei_smartax/display_ont-srvprofile_gpon_all/huawei_smartax_display_ont-srvprofile_gpon_all.yml '
        'tests/huawei_smartax/display_ont_gemport_0_ontid_0/huawei_smartax_display_ont_gemport_0_ontid_0.yml '
        'tests/huawei_smartax/display_ont_info_0_1/huawei_smartax_display_ont_info_2.yml '
        'tests/huawei_smartax/display_ont_snmp-profile_0_all/huawei_smartax_display_ont_snmp-profile_0_all.yml '
        'tests/huawei_smartax/display_ont_wlan-status_0_1/huawei_smartax_display_ont_wlan-status_0_1.yml '
        'tests/huawei_smartax/display_ont_wlan-status_0_1/huawei_smartax_display_ont_wlan-status_0_1_3.yml '
        'tests/huawei_smartax/display_sysuptime/huawei_smartax_display_sysuptime.yml '
        'tests/huawei_smartax/display_temperature/huawei_smartax_display_temperature2.yml '
        'tests/huawei_vrp/display_arp_brief/huawei_vrp_display_arp_brief.yml '
        'tests/huawei_vrp/display_arp_brief/huawei_vrp_display_arp_brief2.yml '
        'tests/huawei_vrp/display_ip_routing-table_verbose/huawei_vrp_display_ip_routing-table_verbose_ipv4.yml '
        'tests/huawei_vrp/display_ip_routing-table_verbose/huawei_vrp_display_ip_routing-table_verbose_ipv41.yml '
        'tests/huawei_vrp/display_isis_peer/huawei_vrp_display_isis_peer.yml '
        'tests/huawei_vrp/display_port_vlan/huawei_vrp_display_port_vlan_example1.yml '
        'tests/huawei_vrp/display_traffic-filter_applied-record/huawei_vrp_display_traffic-filter_applied-record.yml '
        'tests/huawei_vrp/display_vlan/huawei_vrp_display_vlan.yml '
        'tests/huawei_vrp/virtual-cable-test/huawei_vrp_virtual-cable-test.yml '
        'tests/juniper_junos/show_chassis_cluster_interfaces/juniper_junos_show_chassis_cluster_interfaces3.yml '
        'tests/juniper_junos/show_lldp_neighbors/juniper_junos_show_lldp_neighbors.yml '
        'tests/juniper_junos/show_rsvp_interface/juniper_junos_show_rsvp_interface.yml '
        'tests/juniper_junos/show_system_configuration_database_usage/juniper_junos_show_system_configuration_database_usage.yml '
        'tests/juniper_junos/show_system_configuration_database_usage/juniper_junos_show_system_configuration_database_usage_locked.yml '
        'tests/juniper_junos/show_version/juniper_junos_show_version_ex.yml '
        'tests/juniper_junos/show_version/juniper_junos_show_version_srx_cluster.yml '
        'tests/juniper_junos/show_vlans/juniper_junos_show_vlans.yml '
        'tests/linux/ip_vrf_show/linux_ip_vrf_show.yml tests/linux/qm_config_1/linux_qm_config_1.yml '
        'tests/mikrotik_routeros/interface_ethernet_monitor_name_once/mikrotik_routeros_interface_ethernet_monitor_name_once2.yml '
        'tests/mikrotik_routeros/interface_ethernet_poe_print_without-paging/mikrotik_routeros_interface_ethernet_poe_print_without-paging.yml '
        'tests/mikrotik_routeros/interface_ethernet_print/mikrotik_routeros_interface_ethernet_print.yml '
        'tests/mikrotik_routeros/ip_address_export_verbose/mikrotik_routeros_ip_address_export_verbose.yml '
        'tests/mikrotik_routeros/ip_address_print/mikrotik_routeros_ip_address_print_1.yml '
        'tests/mikrotik_routeros/ip_address_print/mikrotik_routeros_ip_address_print_3.yml '
        'tests/mikrotik_routeros/ip_arp_print/mikrotik_routeros_ip_arp_print.yml '
        'tests/mikrotik_routeros/ip_dhcp-server_lease_print/mikrotik_routeros_ip_dhcp-server_lease_print2.yml '
        'tests/mikrotik_routeros/ip_dhcp-server_lease_print_terse_without-paging/mikrotik_routeros_ip_dhcp-server_lease_print_terse_without-paging.yml '
        'tests/mikrotik_routeros/ip_hotspot_ip-binding_print_terse_without-paging/mikrotik_routeros_ip-binding_print_terse_without-paging.yml '
        'tests/mikrotik_routeros/ip_route_print_terse/mikrotik_routeros_ip_route_print_terseIPv4.yml '
        'tests/mikrotik_routeros/ip_route_print_terse/mikrotik_routeros_ip_route_print_terseIPv6.yml '
        'tests/mikrotik_routeros/routing_bgp_peer_print_status_without-paging/mikrotik_routeros_routing_bgp_peer_print_status_without-paging_2.yml '
        'tests/mikrotik_routeros/system_routerboard_print/mikrotik_routeros_system_routerboard_print.yml '
        'tests/mikrotik_routeros/tool_speed-test_address/mikrotik_routeros_tool_speed-test_address.yml '
        'tests/oneaccess_oneos/show_cellular-radio_network/show_cellular-radio_context.oneos6.yml '
        'tests/oneaccess_oneos/show_helpers/show_helpers.oneos5.yml '
        'tests/oneaccess_oneos/show_helpers/show_helpers.oneos6.yml '
        'tests/oneaccess_oneos/show_interfaces/show_interfaces.lbb140.yml '
        'tests/oneaccess_oneos/show_ip_prefix-list/show_ip_prefix-list.oneos5.yml '
        'tests/oneaccess_oneos/show_ip_ssh/show_ip_ssh.oneos5.yml '
        'tests/oneaccess_oneos/show_isdn_status_all/show_isdn_status_all.plug212.yml '
        'tests/oneaccess_oneos/show_memory/show_memory.oneos6.yml '
        'tests/oneaccess_oneos/show_reboot_counters/show_reboot_counters.plug103.yml '
        'tests/oneaccess_oneos/show_route-map/show_route-map.oneos6.yml '
        'tests/oneaccess_oneos/show_running-config_aaa/show_running-config_aaa.oneos5.yml '
        'tests/oneaccess_oneos/show_running-config_bind/show_running-config_bind.oneos5.yml '
        'tests/oneaccess_oneos/show_running-config_ip_dhcp/show_running-config_ip_dhcp.oneos6.yml '
        'tests/oneaccess_oneos/show_snmp_community/show_snmp_community.oneos5.yml '
        'tests/oneaccess_oneos/show_sntp/show_sntp.oneos5.yml '
        'tests/oneaccess_oneos/show_tacacs-server/show_tacacs-server.oneos6.yml '
        'tests/oneaccess_oneos/show_transceiver_equipment/show_transceiver_equipment.lbb320.yml '
        'tests/oneaccess_oneos/show_voice_dial-peer_voice_voip_all/show_voice_dial-peer_voice_voip_all.plug401.yml '
        'tests/oneaccess_oneos/show_voice_mos/show_voice_mos.plug401.yml '
        'tests/oneaccess_oneos/show_voice_voice-port_pri_all/show_voice_voice-port_pri_all.plug401.yml '
        'tests/oneaccess_oneos/show_voice_voice-port_pri_all_histo/show_voice_voice-port_pri_all_histo.plug103.yml '
        'tests/oneaccess_oneos/show_voice_voice-port_pri_all_histo/show_voice_voice-port_pri_all_histo.plug212.yml '
        'tests/oneaccess_oneos/show_voice_voip-call_active_all/show_voice_voip-call_active_all.plug103.yml '
        'tests/oneaccess_oneos/show_voice_voip-call_any_all/show_voice_voip-call_any_all.plug212.yml '
        'tests/paloalto_panos/show_routing_protocol_bgp_summary/paloalto_panos_show_routing_protocol_bgp_summary.yml '
        'tests/ruckus_fastiron/show_mac-address/show_mac-address.yml '
        'tests/ruckus_fastiron/show_media_validation/show_media_validation.yml '
        'tests/ruckus_fastiron/show_vlan/show_vlan1.yml '
        'tests/ubiquiti_edgerouter/show_ip_route/ubiquiti_edgerouter_show_ip_route.yml '
        'tests/vmware_nsxv/show_ip_route/vmware_nsxv_show_ip_route1.yml '
        'tests/vyatta_vyos/show_ip_bgp_summary/vyatta_vyos_show_ip_bgp_summary.yml '
        'tests/watchguard_firebox/show_arp/watchguard_firebox_show_arp.yml '
        'tests/zte_zxros/show_arp/zte_zxros_show_arp.yml '
        'tests/zte_zxros/show_mpls_traffic-eng_tunnels/zte_zxros_show_mpls_traffic-eng_tunnels.yml '
        'tests/zyxel_os/cfg_wlan_get/zyxel_os_cfg_wlan_get.yml '
        'tests/zyxel_os/sys_atsh/zyxel_os_sys_atsh_2.yml tests/zyxel_os/sys_atsh/zyxel_os_sys_atsh_3.yml'
    ),
    'tests/cisco_asa/ping': (
        'cisco_asa_ping.yml cisco_asa_ping_mix.yml cisco_asa_ping_quench.yml cisco_asa_ping_unreachable.yml'
    ),
    'tests/cisco_asa/show_interface': (
        'cisco_asa_show_interface1.yml cisco_asa_show_interface4.yml cisco_asa_show_interface5.yml'
    ),
    'tests/cisco_ios/show_access-session': (
        'cisco_ios_show_access-session4.yml cisco_ios_show_access-session5.yml '
        'cisco_ios_show_access-session6.yml'
    ),
    'tests/cisco_ios/show_lldp_neighbors_detail': (
        'cisco_ios_show_lldp_neighbors_detail1.yml cisco_ios_show_lldp_neighbors_detail2.yml '
        'cisco_ios_show_lldp_neighbors_detail_02.yml'
    ),
    'tests/cisco_ios/show_module': (
        'cisco_ios_show_module3.yml cisco_ios_show_module5.yml cisco_ios_show_module_02.yml'
    ),
    'tests/cisco_nxos/show_interface': (
        'cisco_nxos_show_interface11_nve.yml cisco_nxos_show_interface12.yml cisco_nxos_show_interface3.yml'
    ),
    'tests/hp_procurve/show_interfaces_brief': (
        'show_interfaces_brief.yml show_interfaces_brief_NA.yml show_interfaces_brief_bcast.yml'
    ),
}


NTC_PARSED_OTHER = {
    '': (
        'tests/alcatel_aos/show_mac-address-table/alcatel_aos_show_mac-address-table_R6.raw '
        'tests/alcatel_aos/show_mac-address-table/alcatel_aos_show_mac-address-table_R8_9.raw '
        'tests/alcatel_aos/show_vlan_port/alcatel_aos_show_vlan_port_1.raw '
        'tests/alcatel_aos/show_vlan_port/alcatel_aos_show_vlan_port_2.raw '
        'tests/alcatel_sros/ping/ping_rapid_duplicate.raw '
        'tests/alcatel_sros/show_service_id_interface/show_service_id_interface.raw '
        'tests/arista_eos/show_interfaces_status/arista_eos_show_interfaces_status_flags.raw '
        'tests/arista_eos/show_interfaces_status/arista_eos_show_interfaces_status_port_channel.raw '
        'tests/arista_eos/show_ip_bgp_detail/arista_eos_show_ip_bgp_detail.raw '
        'tests/arista_eos/show_ip_bgp_detail/arista_eos_show_ip_bgp_detail2.raw '
        'tests/arista_eos/show_ipv6_bgp_summary/arista_eos_show_ipv6_bgp_summary.raw '
        'tests/arista_eos/show_vrf/arista_eos_show_vrf_2.raw '
        'tests/aruba_aoscx/show_interface/show_interface6.raw tests/aruba_aoscx/show_module/show_module.raw '
        'tests/avaya_ers/show_mlt/avaya_ers_show_mlt3.raw '
        'tests/brocade_netiron/show_interfaces_brief/brocade_netiron_show_interfaces_brief.raw '
        'tests/brocade_netiron/show_metro/brocade_netiron_show_metro.raw '
        'tests/brocade_netiron/show_running-config_interface/brocade_netiron_show_running-config_interface.raw '
        'tests/checkpoint_gaia/show_domainname/checkpoint_gaia_show_domainname.raw '
        'tests/checkpoint_gaia/show_ntp_servers/checkpoint_gaia_show_ntp_servers.raw '
        'tests/cisco_asa/show_inventory/cisco_asa_show_inventory2.raw '
        'tests/cisco_asa/show_inventory/cisco_asa_show_inventory_pid_spaces.raw '
        'tests/cisco_asa/show_license_all/cisco_asa_show_license_all.raw '
        'tests/cisco_asa/show_object-group_network/cisco_asa_show_object-group_network.raw '
        'tests/cisco_asa/show_ospf_interface_brief/cisco_asa_show_ospf_interface_brief.raw '
        'tests/cisco_asa/show_route/cisc_asa_show_route_vpn.raw '
        'tests/cisco_asa/show_route/cisco_asa_show_route_alt_multiline.raw '
        'tests/cisco_asa/show_running-config_all_crypto_map/cisco_asa_show_running-config_all_crypto_map.raw '
        'tests/cisco_asa/show_vpn-sessiondb/cisco_asa_show_vpn-sessiondb2.raw '
        'tests/cisco_asa/show_vpn-sessiondb_anyconnect/cisco_asa_show_vpn-sessiondb_anyconnect4.raw '
        'tests/cisco_ios/show_access-session/cisco_ios_show_access-session5.raw '
        'tests/cisco_ios/show_archive/cisco_ios_show_archive_filelist.raw '
        'tests/cisco_ios/show_boot/cisco_ios_show_boot2.raw '
        'tests/cisco_ios/show_crypto_ipsec_sa_detail/cisco_ios_show_crypto_ipsec_sa_detail_3.raw '
        'tests/cisco_ios/show_crypto_session_detail/cisco_ios_show_crypto_session_detail_ikev2.raw '
        'tests/cisco_ios/show_cts_pacs/cisco_ios_show_cts_pacs_2.raw '
        'tests/cisco_ios/show_endpoint-tracker/cisco_ios_show_endpoint-tracker.raw '
        'tests/cisco_ios/show_interface_transceiver/cisco_ios_show_interface_transceiver_iosxe.raw '
        'tests/cisco_ios/show_interfaces/cisco_ios_show_interfaces6.raw '
        'tests/cisco_ios/show_interfaces_switchport/cisco_ios_show_interfaces_switchport4.raw '
        'tests/cisco_ios/show_interfaces_switchport/cisco_ios_show_interfaces_switchport_app_interfaces.raw '
        'tests/cisco_ios/show_ip_access-lists/cisco_ios_show_ip_access-lists_fixed.raw '
        'tests/cisco_ios/show_ip_bgp_neighbors/cisco_ios_show_ip_bgp_neighbors.raw '
        'tests/cisco_ios/show_ip_bgp_neighbors/cisco_ios_show_ip_bgp_neighbors_multiple.raw '
        'tests/cisco_ios/show_ip_bgp_vpnv4_all_neighbors/cisco_ios_show_ip_bgp_vpnv4_all_neighbors.raw '
        'tests/cisco_ios/show_ip_bgp_vpnv4_all_neighbors/cisco_ios_show_ip_bgp_vpnv4_all_neighbors_multiple.raw '
        'tests/cisco_ios/show_ip_cef_detail/show_ip_cef_detail_c2900_v1.raw '
        'tests/cisco_ios/show_ip_cef_detail/show_ip_cef_detail_c3850_v2.raw '
        'tests/cisco_ios/show_ip_eigrp_neighbors/cisco_ios_show_ip_eigrp_neighbors2.raw '
        'tests/cisco_ios/show_ip_interface/cisco_ios_show_ip_interface.raw '
        'tests/cisco_ios/show_ip_interface/cisco_ios_show_ip_interface5.raw '
        'tests/cisco_ios/show_ip_mroute/cisco_ios_show_ip_mroute3.raw '
        'tests/cisco_ios/show_ip_source_binding/cisco_ios_show_ip_source_binding.raw '
        'tests/cisco_ios/show_license_status/cisco_ios_show_license_status3.raw '
        'tests/cisco_ios/show_license_status/cisco_ios_show_license_status4.raw '
        'tests/cisco_ios/show_logging/cisco_ios_show_logging_2.raw '
        'tests/cisco_ios/show_logging/cisco_ios_show_logging_4.raw '
        'tests/cisco_ios/show_module/cisco_ios_show_module1.raw '
        'tests/cisco_ios/show_module/cisco_ios_show_module_01.raw '
        'tests/cisco_ios/show_power_inline/cisco_ios_show_power_inline_cat4510sup7.raw '
        'tests/cisco_ios/show_power_used/cisco_ios_show_power_used.raw '
        'tests/cisco_ios/show_version/cisco_ios_show_version1.raw '
        'tests/cisco_ios/show_version/cisco_ios_show_version5.raw '
        'tests/cisco_ios/show_vlans/cisco_ios_show_vlans_07.raw '
        'tests/cisco_ios/show_vlans/cisco_ios_show_vlans_08.raw '
        'tests/cisco_ios/show_vrf/cisco_ios_show_vrf3.raw '
        'tests/cisco_nxos/show_bgp_vrf_all_ipv4_unicast_neighbors_routes/cisco_nxos_show_bgp_vrf_all_ipv4_unicast_neighbors_routes1.raw '
        'tests/cisco_nxos/show_bgp_vrf_all_ipv4_unicast_neighbors_routes/cisco_nxos_show_bgp_vrf_all_ipv4_unicast_neighbors_routes2.raw '
        'tests/cisco_nxos/show_configuration_session_summary/cisco_nxos_show_configuration_session_summary.raw '
        'tests/cisco_nxos/show_fabricpath_route/cisco_nxos_show_fabricpath_route_docs_example.raw '
        'tests/cisco_nxos/show_interface/cisco_nxos_show_interface3.raw '
        'tests/cisco_nxos/show_ip_bgp/cisco_nxos_show_ip_bgp1.raw '
        'tests/cisco_nxos/show_ip_bgp/cisco_nxos_show_ip_bgp_vrf.raw '
        'tests/cisco_nxos/show_ip_route/cisco_nxos_show_ip_route.raw '
        'tests/cisco_nxos/show_switching-mode/cisco_nxos_show_switching-mode_3.raw '
        'tests/cisco_s300/show_mac_address-table/cisco_s300_show_mac_address-table.raw '
        'tests/cisco_s300/show_version/cisco_s300_show_version.raw '
        'tests/cisco_wlc_ssh/show_interface_summary/cisco_wlc_ssh_show_interface_summary.raw '
        'tests/cisco_wlc_ssh/show_inventory/cisco_wlc_ssh_show_inventory.raw '
        'tests/cisco_xr/admin_show_inventory/cisco_xr_admin_show_inventory3.raw '
        'tests/cisco_xr/show_bgp/cisco_xr_show_bgp2.raw '
        'tests/cisco_xr/show_configuration_commit_list/cisco_xr_show_configuration_commit_list.raw '
        'tests/cisco_xr/show_controllers_all_phy/cisco_xr_show_controllers_all_phy2.raw '
        'tests/cisco_xr/show_controllers_all_phy/cisco_xr_show_controllers_all_phy3.raw '
        'tests/edgecore/show_interfaces_switchport/edgecore_show_interfaces_switchport_1.raw '
        'tests/edgecore/show_system/edgecore_show_system.raw tests/eltex/show_vlan/show_vlan_1.raw '
        'tests/eltex/show_vlan/show_vlan_2.raw '
        'tests/fortinet/get_router_info_bgp_summary/fortinet_get_router_info_bgp_summary.raw '
        'tests/fortinet/get_system_interface/fortinet_get_system_interface.raw '
        'tests/fortinet/get_system_status/fortinet_get_system_status_7.0_eval.raw '
        'tests/hp_comware/display_interface_brief/hp_comware_display_interface_brief_release_9119P17.raw '
        'tests/hp_comware/display_vlan_all/hp_comware_display_vlan_all_cw5.raw '
        'tests/hp_procurve/show_interfaces_brief/show_interfaces_brief_note.raw '
        'tests/hp_procurve/show_lldp_info_local-device/hp_procurve_show_lldp_info_local-device.raw '
        'tests/huawei_ont/display_boardItem/huawei_ont_display_baordItem.raw '
        'tests/huawei_smartax/display_mac-address_ont_0_1_2_0/huawei_smartax_display_mac-address_ont_0_1_2_0.raw '
        'tests/huawei_smartax/display_ont-srvprofile_gpon_all/huawei_smartax_display_ont-srvprofile_gpon_all.raw '
        'tests/huawei_smartax/display_ont_wlan-status_0_1/huawei_smartax_display_ont_wlan-status_0_1.raw '
        'tests/huawei_smartax/display_ont_wlan-status_0_1/huawei_smartax_display_ont_wlan-status_0_1_3.raw '
        'tests/huawei_smartax/display_sysuptime/huawei_smartax_display_sysuptime.raw '
        'tests/huawei_smartax/display_temperature/huawei_smartax_display_temperature.raw '
        'tests/huawei_vrp/display_arp_brief/huawei_vrp_display_arp_brief.raw '
        'tests/huawei_vrp/display_ip_routing-table_verbose/huawei_vrp_display_ip_routing-table_verbose_ipv4.raw '
        'tests/huawei_vrp/display_ip_routing-table_verbose/huawei_vrp_display_ip_routing-table_verbose_ipv41.raw '
        'tests/huawei_vrp/virtual-cable-test/huawei_vrp_virtual-cable-test.raw '
        'tests/juniper_junos/show_lldp_neighbors/juniper_junos_show_lldp_neighbors.raw '
        'tests/juniper_junos/show_system_configuration_database_usage/juniper_junos_show_system_configuration_database_usage.raw '
        'tests/juniper_junos/show_system_configuration_database_usage/juniper_junos_show_system_configuration_database_usage_locked.raw '
        'tests/juniper_junos/show_vlans/juniper_junos_show_vlans.raw '
        'tests/mikrotik_routeros/interface_ethernet_monitor_name_once/mikrotik_routeros_interface_ethernet_monitor_name_once3.raw '
        'tests/mikrotik_routeros/interface_ethernet_poe_print_without-paging/mikrotik_routeros_interface_ethernet_poe_print_without-paging.raw '
        'tests/mikrotik_routeros/interface_ethernet_print/mikrotik_routeros_interface_ethernet_print.raw '
        'tests/mikrotik_routeros/ip_dhcp-server_lease_print/mikrotik_routeros_ip_dhcp-server_lease_print.raw '
        'tests/mikrotik_routeros/ip_dhcp-server_lease_print_terse_without-paging/mikrotik_routeros_ip_dhcp-server_lease_print_terse_without-paging.raw '
        'tests/mikrotik_routeros/ip_dhcp-server_lease_print_terse_without-paging/mikrotik_routeros_ip_dhcp-server_lease_print_terse_without-paging_2.raw '
        'tests/mikrotik_routeros/routing_bgp_peer_print_status_without-paging/mikrotik_routeros_routing_bgp_peer_print_status_without-paging_2.raw '
        'tests/oneaccess_oneos/show_helpers/show_helpers.oneos5.raw '
        'tests/oneaccess_oneos/show_interfaces/show_interfaces.lbb140.raw '
        'tests/oneaccess_oneos/show_interfaces/show_interfaces.lbb150.raw '
        'tests/oneaccess_oneos/show_memory/show_memory.oneos6.raw '
        'tests/oneaccess_oneos/show_running-config_aaa/show_running-config_aaa.oneos5.raw '
        'tests/oneaccess_oneos/show_running-config_aaa/show_running-config_aaa.oneos6.raw '
        'tests/oneaccess_oneos/show_running-config_bind/show_running-config_bind.oneos5.raw '
        'tests/oneaccess_oneos/show_running-config_ip_dhcp/show_running-config_ip_dhcp.oneos6.raw '
        'tests/oneaccess_oneos/show_sntp/show_sntp.oneos6.raw '
        'tests/oneaccess_oneos/show_tacacs-server/show_tacacs-server.oneos5.raw '
        'tests/oneaccess_oneos/show_transceiver_equipment/show_transceiver_equipment.lbb140_empty.raw '
        'tests/oneaccess_oneos/show_transceiver_equipment/show_transceiver_equipment.lbb150.raw '
        'tests/oneaccess_oneos/show_voice_dial-peer_voice_voip_all/show_voice_dial-peer_voice_voip_all_al.plug212.raw '
        'tests/oneaccess_oneos/show_voice_mos/show_voice_mos.plug401.raw '
        'tests/oneaccess_oneos/show_voice_voip-call_active_all/show_voice_voip-call_active_all.plug212.raw '
        'tests/oneaccess_oneos/show_voice_voip-call_active_all/show_voice_voip-call_active_all.plug401.raw '
        'tests/ruckus_fastiron/show_vlan/show_vlan.raw '
        'tests/ubiquiti_edgerouter/show_ip_route/ubiquiti_edgerouter_show_ip_route.raw '
        'tests/zte_zxros/show_arp/zte_zxros_show_arp.raw '
        'tests/zyxel_os/cfg_wlan_get/zyxel_os_cfg_wlan_get.raw '
        'tests/zyxel_os/sys_atsh/zyxel_os_sys_atsh_3.raw tests/zyxel_os/sys_atsh/zyxel_os_sys_atsh_4.raw'
    ),
    'tests/aruba_aoscx/show_interface_mgmt': (
        'show_interface_mgmt.raw show_interface_mgmt2.raw show_interface_mgmt3.raw'
    ),
    'tests/cisco_asa/show_access-list': (
        'cisco_asa_show_access-list3.raw cisco_asa_show_access-list_update.raw '
        'cisco_asa_show_access-list_update2.raw'
    ),
    'tests/cisco_asa/show_interface': (
        'cisco_asa_show_interface.raw cisco_asa_show_interface1.raw cisco_asa_show_interface2.raw'
    ),
    'tests/cisco_ios/ping': (
        'cisco_ios_ping_df.raw cisco_ios_ping_mix.raw cisco_ios_ping_source.raw cisco_ios_ping_source_df.raw '
        'cisco_ios_ping_source_df_fail.raw'
    ),
    'tests/cisco_ios/show_environment_power_all': (
        'cisco_ios_show_environment_power_all-3850-not-pres.raw cisco_ios_show_environment_power_all.raw '
        'cisco_ios_show_environment_power_all1.raw'
    ),
    'tests/cisco_ios/show_ip_bgp': (
        'cisco_ios_show_ip_bgp1.raw cisco_ios_show_ip_bgp2.raw cisco_ios_show_ip_bgp3.raw '
        'cisco_ios_show_ip_bgp5.raw'
    ),
    'tests/cisco_ios/show_lldp_neighbors_detail': (
        'cisco_ios_show_lldp_neighbors_detail1.raw cisco_ios_show_lldp_neighbors_detail2.raw '
        'cisco_ios_show_lldp_neighbors_detail4.raw cisco_ios_show_lldp_neighbors_detail6.raw '
        'cisco_ios_show_lldp_neighbors_detail_02.raw'
    ),
    'tests/cisco_ios/show_mac-address-table': (
        'cisco_ios_show_mac-address-table12.raw cisco_ios_show_mac-address-table13.raw '
        'cisco_ios_show_mac-address-table4.raw'
    ),
    'tests/cisco_ios/traceroute': (
        'cisco_ios_traceroute_4.raw cisco_ios_traceroute_5.raw cisco_ios_traceroute_6.raw '
        'cisco_ios_traceroute_dns.raw'
    ),
    'tests/cisco_nxos/show_module': (
        'cisco_nxos_show_module.raw cisco_nxos_show_module2.raw cisco_nxos_show_module3.raw'
    ),
    'tests/eltex/show_system': (
        'show_system_1.raw show_system_4.raw show_system_5.raw'
    ),
    'tests/hp_comware/display_device_manuinfo': (
        'hp_comware_display_device_manuinfo1.raw hp_comware_display_device_manuinfo2.raw '
        'hp_comware_display_device_manuinfo_cw5_only-new-chassis.raw'
    ),
    'tests/hp_comware/display_interface': (
        'hp_comware_display_interface11.raw hp_comware_display_interface2.raw '
        'hp_comware_display_interface3.raw hp_comware_display_interface4.raw '
        'hp_comware_display_interface5.raw hp_comware_display_interface7.raw '
        'hp_comware_display_interface_known_unicast.raw hp_comware_display_interface_mgmt.raw '
        'hp_comware_display_interface_release_09119P17.raw hp_comware_display_interface_tagged-vlan-none.raw'
    ),
    'tests/hp_comware/display_ip_interface': (
        'hp_comware_display_ip_interface.raw hp_comware_display_ip_interface2.raw '
        'hp_comware_display_ip_interface_release_0615P16.raw'
    ),
    'tests/juniper_junos/show_version': (
        'juniper_junos_show_version.raw juniper_junos_show_version_ex.raw '
        'juniper_junos_show_version_vmhost.raw'
    ),
    'tests/mikrotik_routeros/ip_address_print': (
        'mikrotik_routeros_ip_address_print_1.raw mikrotik_routeros_ip_address_print_3.raw '
        'mikrotik_routeros_ip_address_print_5.raw'
    ),
}


SHAREX_RESOURCES_KIND = {
    'ShareX.HelpersLib/Properties': (
        'Resources.ar-YE.resx Resources.de.resx Resources.es-MX.resx Resources.es.resx Resources.fa-IR.resx '
        'Resources.fr.resx Resources.he-IL.resx Resources.hu.resx Resources.id-ID.resx Resources.it-IT.resx '
        'Resources.ja-JP.resx Resources.ko-KR.resx Resources.nl-NL.resx Resources.pl.resx '
        'Resources.pt-BR.resx Resources.pt-PT.resx Resources.ro.resx Resources.ru.resx Resources.tr.resx '
        'Resources.uk.resx Resources.vi-VN.resx Resources.zh-CN.resx Resources.zh-TW.resx'
    ),
    'ShareX.HistoryLib/Properties': (
        'Resources.ar-YE.resx Resources.de.resx Resources.es-MX.resx Resources.es.resx Resources.fa-IR.resx '
        'Resources.fr.resx Resources.he-IL.resx Resources.hu.resx Resources.it-IT.resx Resources.ja-JP.resx '
        'Resources.ko-KR.resx Resources.nl-NL.resx Resources.pl.resx Resources.pt-BR.resx '
        'Resources.pt-PT.resx Resources.ro.resx Resources.ru.resx Resources.tr.resx Resources.uk.resx '
        'Resources.vi-VN.resx Resources.zh-CN.resx Resources.zh-TW.resx'
    ),
    'ShareX.ImageEffectsLib/Properties': (
        'Resources.ar-YE.resx Resources.de.resx Resources.es-MX.resx Resources.es.resx Resources.fa-IR.resx '
        'Resources.fr.resx Resources.he-IL.resx Resources.hu.resx Resources.id-ID.resx Resources.it-IT.resx '
        'Resources.ja-JP.resx Resources.ko-KR.resx Resources.nl-NL.resx Resources.pl.resx '
        'Resources.pt-BR.resx Resources.pt-PT.resx Resources.ro.resx Resources.ru.resx Resources.tr.resx '
        'Resources.uk.resx Resources.vi-VN.resx Resources.zh-CN.resx Resources.zh-TW.resx'
    ),
    'ShareX.MediaLib/Properties': (
        'Resources.ar-YE.resx Resources.de.resx Resources.es-MX.resx Resources.fa-IR.resx Resources.fr.resx '
        'Resources.he-IL.resx Resources.id-ID.resx Resources.it-IT.resx Resources.ja-JP.resx '
        'Resources.ko-KR.resx Resources.nl-NL.resx Resources.pl.resx Resources.pt-BR.resx '
        'Resources.pt-PT.resx Resources.ro.resx Resources.ru.resx Resources.tr.resx Resources.uk.resx '
        'Resources.vi-VN.resx Resources.zh-CN.resx Resources.zh-TW.resx'
    ),
    'ShareX.ScreenCaptureLib/Properties': (
        'Resources.ar-YE.resx Resources.de.resx Resources.es-MX.resx Resources.es.resx Resources.fa-IR.resx '
        'Resources.fr.resx Resources.he-IL.resx Resources.hu.resx Resources.id-ID.resx Resources.it-IT.resx '
        'Resources.ja-JP.resx Resources.ko-KR.resx Resources.nl-NL.resx Resources.pl.resx '
        'Resources.pt-BR.resx Resources.pt-PT.resx Resources.ro.resx Resources.ru.resx Resources.tr.resx '
        'Resources.uk.resx Resources.vi-VN.resx Resources.zh-CN.resx Resources.zh-TW.resx'
    ),
    'ShareX.UploadersLib/Properties': (
        'Resources.ar-YE.resx Resources.de.resx Resources.es-MX.resx Resources.es.resx Resources.fa-IR.resx '
        'Resources.fr.resx Resources.he-IL.resx Resources.hu.resx Resources.id-ID.resx Resources.it-IT.resx '
        'Resources.ja-JP.resx Resources.ko-KR.resx Resources.nl-NL.resx Resources.pl.resx '
        'Resources.pt-BR.resx Resources.pt-PT.resx Resources.ro.resx Resources.ru.resx Resources.tr.resx '
        'Resources.uk.resx Resources.vi-VN.resx Resources.zh-CN.resx Resources.zh-TW.resx'
    ),
    'ShareX/Properties': (
        'Resources.ar-YE.resx Resources.de.resx Resources.es-MX.resx Resources.es.resx Resources.fa-IR.resx '
        'Resources.fr.resx Resources.he-IL.resx Resources.hu.resx Resources.id-ID.resx Resources.it-IT.resx '
        'Resources.ja-JP.resx Resources.ko-KR.resx Resources.nl-NL.resx Resources.pl.resx '
        'Resources.pt-BR.resx Resources.pt-PT.resx Resources.ro.resx Resources.ru.resx Resources.tr.resx '
        'Resources.uk.resx Resources.vi-VN.resx Resources.zh-CN.resx Resources.zh-TW.resx'
    ),
}


SHAREX_RESOURCES_OTHER = {
    '': (
        'ShareX.HelpersLib/Links.cs ShareX.HelpersLib/ShareXResources.cs '
        'ShareX.HelpersLib/Extensions/GraphicsExtensions.cs ShareX.HelpersLib/Extensions/NumberExtensions.cs '
        'ShareX.HelpersLib/GIF/OctreeQuantizer.cs ShareX.HelpersLib/Helpers/RegistryHelpers.cs '
        'ShareX.HelpersLib/Native/NativeMethods_Helpers.cs '
        'ShareX.HelpersLib/Properties/Resources.Designer.cs ShareX.HelpersLib/Properties/Resources.resx '
        'ShareX.HelpersLib/Settings/DPAPIEncryptedStringValueProvider.cs '
        'ShareX.HelpersLib/UITypeEditors/EnumProperNameConverter.cs '
        'ShareX.HistoryLib/Properties/Resources.Designer.cs ShareX.HistoryLib/Properties/Resources.resx '
        'ShareX.ImageEffectsLib/ImageEffectPackager.cs ShareX.ImageEffectsLib/Adjustments/ReplaceColor.cs '
        'ShareX.ImageEffectsLib/Properties/Resources.Designer.cs '
        'ShareX.ImageEffectsLib/Properties/Resources.resx ShareX.ImageEffectsLib/Resources/eraser.png '
        'ShareX.ImageEffectsLib/Resources/minus.png ShareX.MediaLib/ShareX.MediaLib.csproj '
        'ShareX.MediaLib/VideoThumbnailInfo.cs ShareX.MediaLib/Properties/Resources.Designer.cs '
        'ShareX.MediaLib/Properties/Resources.resx ShareX.MediaLib/Resources/document-copy.png '
        'ShareX.ScreenCaptureLib/Enums.cs ShareX.ScreenCaptureLib/ScrollingCaptureOptions.cs '
        'ShareX.ScreenCaptureLib/Properties/Resources.Designer.cs '
        'ShareX.ScreenCaptureLib/Properties/Resources.resx '
        'ShareX.ScreenCaptureLib/ScreenRecording/FFmpegCaptureDevice.cs '
        'ShareX.ScreenCaptureLib/ScreenRecording/ScreenRecorder.cs '
        'ShareX.UploadersLib/BaseUploaders/ImageUploader.cs '
        'ShareX.UploadersLib/OAuth/OAuthListenerForm.he-IL.resx '
        'ShareX.UploadersLib/Properties/Resources.Designer.cs ShareX.UploadersLib/Properties/Resources.resx '
        'ShareX.UploadersLib/Resources/server-network.png '
        'ShareX.UploadersLib/SharingServices/LinkedInSharingService.cs '
        'ShareX.UploadersLib/SharingServices/PushbulletSharingService.cs '
        'ShareX.UploadersLib/TextUploaders/Pastebin.cs '
        'ShareX.UploadersLib/URLShorteners/CustomURLShortener.cs '
        'ShareX.UploadersLib/URLShorteners/YourlsURLShortener.cs ShareX/Controls/NewsListControl.Designer.cs '
        'ShareX/Controls/TaskThumbnailPanel.es-MX.resx ShareX/Properties/Resources.Designer.cs '
        'ShareX/Properties/Resources.resx'
    ),
    'ShareX': (
        'ApplicationConfig.cs BalloonTipAction.cs CleanupManager.cs ShareX.csproj UploadInfoManager.cs'
    ),
    'ShareX.HelpersLib/Controls': (
        'ExportImportControl.ar-YE.resx ExportImportControl.ro.resx LabeledComboBox.Designer.cs '
        'MyPictureBox.cs MyPictureBox.it-IT.resx RoundedCornerPanel.cs ToolStripNumericUpDown.cs'
    ),
    'ShareX.HelpersLib/Forms': (
        'ClipboardViewerForm.es-MX.resx DebugForm.fa-IR.resx DebugForm.id-ID.resx DebugForm.ru.resx '
        'ErrorForm.pt-PT.resx GradientPickerForm.nl-NL.resx HashCheckerForm.ar-YE.resx '
        'HashCheckerForm.fr.resx HashCheckerForm.nl-NL.resx InputBox.he-IL.resx InputBox.zh-TW.resx '
        'PrintForm.es-MX.resx PrintForm.fa-IR.resx PrintForm.hu.resx PrintForm.ro.resx PrintForm.tr.resx '
        'PrintTextForm.nl-NL.resx PrintTextForm.uk.resx'
    ),
    'ShareX.HelpersLib/UpdateChecker': (
        'UpdateChecker.cs UpdateCheckerLabel.tr.resx UpdateCheckerLabel.uk.resx UpdateMessageBox.es-MX.resx '
        'UpdateMessageBox.id-ID.resx UpdateMessageBox.pt-BR.resx'
    ),
    'ShareX.HistoryLib/Forms': (
        'HistoryForm.Designer.cs HistoryForm.it-IT.resx HistoryForm.uk.resx HistorySettingsForm.resx '
        'HistorySettingsForm.zh-TW.resx ImageHistoryForm.ar-YE.resx ImageHistoryForm.es-MX.resx '
        'ImageHistoryForm.fa-IR.resx ImageHistoryForm.ro.resx'
    ),
    'ShareX.HistoryLib/Resources': (
        'application-block.png document-copy.png folder-open-document.png'
    ),
    'ShareX.ImageEffectsLib/Filters': (
        'Reflection.cs Smooth.cs TornEdge.cs'
    ),
    'ShareX.ImageEffectsLib/Forms': (
        'ImageEffectPackagerForm.Designer.cs ImageEffectPackagerForm.pt-BR.resx ImageEffectsForm.nl-NL.resx'
    ),
    'ShareX.MediaLib/Forms': (
        'ImageCombinerForm.resx ImageSplitterForm.zh-TW.resx ImageThumbnailerForm.cs '
        'ImageThumbnailerForm.zh-TW.resx VideoConverterForm.pt-BR.resx VideoThumbnailerForm.ja-JP.resx'
    ),
    'ShareX.ScreenCaptureLib/Forms': (
        'EditorStartupForm.ko-KR.resx FFmpegOptionsForm.cs FFmpegOptionsForm.nl-NL.resx '
        'FFmpegOptionsForm.pl.resx FFmpegOptionsForm.tr.resx ImageInsertForm.ja-JP.resx '
        'ImageInsertForm.pl.resx ImageSizeForm.ja-JP.resx ImageSizeForm.ro.resx ImageSizeForm.zh-TW.resx '
        'NewImageForm.ru.resx NewImageForm.zh-CN.resx ScreenRecordForm.uk.resx StickerForm.he-IL.resx '
        'StickerForm.ko-KR.resx StickerForm.ro.resx StickerForm.uk.resx TextDrawingInputBox.es-MX.resx '
        'TextDrawingInputBox.resx'
    ),
    'ShareX.ScreenCaptureLib/Resources': (
        'control-record-green.png cursor.png document-copy.png edit-alignment-center.png edit-shade.png '
        'edit-vertical-alignment-white.png grid-white.png image--pencil.png layer-flip.png '
        'layer-shape-polygon.png smiley-cool.png'
    ),
    'ShareX.UploadersLib/Controls': (
        'AccountTypeControl.hu.resx AccountTypeControl.tr.resx OAuthControl.cs OAuthControl.es-MX.resx '
        'OAuthControl.es.resx'
    ),
    'ShareX.UploadersLib/FileUploaders': (
        'BackblazeB2.cs MegaAuthInfos.cs Transfersh.cs Uguu.cs YouTube.cs'
    ),
    'ShareX.UploadersLib/Forms': (
        'CustomUploaderSettingsForm.uk.resx EmailForm.cs EmailForm.pt-BR.resx EmailForm.ru.resx '
        'ParserSelectForm.resx PuushLoginForm.fr.resx PuushLoginForm.zh-CN.resx ResponseForm.cs '
        'ResponseForm.pl.resx TextUploadForm.cs UploadersConfigForm.es-MX.resx '
        'UploadersConfigForm.fa-IR.resx UploadersConfigForm.it-IT.resx UserPassBox.ro.resx'
    ),
    'ShareX/Forms': (
        'AboutForm.ar-YE.resx AboutForm.fa-IR.resx ActionsForm.hu.resx ActionsForm.zh-CN.resx '
        'ActionsToolbarEditForm.fa-IR.resx AfterCaptureForm.ja-JP.resx AfterCaptureForm.pl.resx '
        'AfterCaptureForm.uk.resx AfterUploadForm.hu.resx AfterUploadForm.pt-PT.resx AfterUploadForm.ru.resx '
        'ApplicationSettingsForm.es.resx ApplicationSettingsForm.uk.resx AutoCaptureForm.cs '
        'AutoCaptureForm.pt-BR.resx BeforeUploadForm.vi-VN.resx ClipboardFormatForm.pt-BR.resx '
        'ClipboardFormatForm.ru.resx ClipboardUploadForm.ar-YE.resx ClipboardUploadForm.vi-VN.resx '
        'FileExistForm.ar-YE.resx FileExistForm.fa-IR.resx FirstTimeConfigForm.id-ID.resx '
        'FirstTimeConfigForm.vi-VN.resx HotkeySettingsForm.cs MainForm.nl-NL.resx QRCodeForm.id-ID.resx '
        'QuickTaskMenuEditorForm.ja-JP.resx QuickTaskMenuEditorForm.tr.resx TaskSettingsForm.es.resx '
        'TaskSettingsForm.uk.resx WatchFolderForm.uk.resx'
    ),
    'ShareX/Resources': (
        'TaskCompletedSound.wav X-white.png categories.png drive-globe.png images-flickr.png toolbox.png '
        'ui-scroll-pane-image.png'
    ),
    'ShareX/Tools': (
        'MonitorTestForm.he-IL.resx MonitorTestForm.hu.resx MonitorTestForm.ru.resx'
    ),
}


SHAREX_FORMS_KIND = {
    'ShareX.HelpersLib/Forms': (
        'ClipboardViewerForm.ar-YE.resx ClipboardViewerForm.pl.resx ClipboardViewerForm.ru.resx '
        'ColorPickerForm.es-MX.resx ColorPickerForm.ja-JP.resx ColorPickerForm.ko-KR.resx '
        'ColorPickerForm.ro.resx ColorPickerForm.tr.resx ColorPickerForm.vi-VN.resx DebugForm.de.resx '
        'DebugForm.ja-JP.resx DebugForm.uk.resx DebugForm.zh-TW.resx ErrorForm.de.resx ErrorForm.hu.resx '
        'ErrorForm.id-ID.resx ErrorForm.pt-PT.resx GradientPickerForm.ja-JP.resx '
        'GradientPickerForm.pt-PT.resx GradientPickerForm.ru.resx GradientPickerForm.zh-TW.resx '
        'HashCheckerForm.ko-KR.resx HashCheckerForm.uk.resx HashCheckerForm.zh-CN.resx '
        'HashCheckerForm.zh-TW.resx InputBox.he-IL.resx InputBox.it-IT.resx InputBox.nl-NL.resx '
        'InputBox.pl.resx InputBox.tr.resx InputBox.zh-TW.resx PrintForm.ar-YE.resx PrintForm.es-MX.resx '
        'PrintForm.id-ID.resx PrintForm.nl-NL.resx PrintForm.pl.resx PrintForm.pt-PT.resx '
        'PrintForm.vi-VN.resx PrintForm.zh-CN.resx PrintTextForm.hu.resx PrintTextForm.ko-KR.resx '
        'PrintTextForm.pt-PT.resx PrintTextForm.vi-VN.resx PrintTextForm.zh-TW.resx'
    ),
    'ShareX.HistoryLib/Forms': (
        'HistoryForm.fr.resx HistoryForm.pt-BR.resx HistoryImportForm.uk.resx HistorySettingsForm.he-IL.resx '
        'HistorySettingsForm.pt-BR.resx HistorySettingsForm.ro.resx HistorySettingsForm.tr.resx '
        'HistorySettingsForm.zh-CN.resx ImageHistoryForm.zh-CN.resx ImageHistorySettingsForm.pt-PT.resx '
        'ImageHistorySettingsForm.uk.resx ImageHistorySettingsForm.zh-TW.resx'
    ),
    'ShareX.ImageEffectsLib/Forms': (
        'ImageEffectPackagerForm.es-MX.resx ImageEffectPackagerForm.pl.resx ImageEffectPackagerForm.ro.resx '
        'ImageEffectPackagerForm.uk.resx ImageEffectPackagerForm.vi-VN.resx '
        'ImageEffectPackagerForm.zh-TW.resx ImageEffectsForm.de.resx ImageEffectsForm.he-IL.resx '
        'ImageEffectsForm.ru.resx ImageEffectsForm.zh-CN.resx ImageEffectsForm.zh-TW.resx'
    ),
    'ShareX.IndexerLib/Forms': (
        'DirectoryIndexerForm.ar-YE.resx DirectoryIndexerForm.de.resx DirectoryIndexerForm.fa-IR.resx '
        'DirectoryIndexerForm.ja-JP.resx DirectoryIndexerForm.ko-KR.resx'
    ),
    'ShareX.MediaLib/Forms': (
        'ImageBeautifierForm.ar-YE.resx ImageBeautifierForm.fr.resx ImageBeautifierForm.ja-JP.resx '
        'ImageCombinerForm.es-MX.resx ImageCombinerForm.he-IL.resx ImageCombinerForm.id-ID.resx '
        'ImageCombinerForm.pl.resx ImageCombinerForm.ru.resx ImageCombinerForm.uk.resx '
        'ImageCombinerForm.zh-CN.resx ImageSplitterForm.pl.resx ImageSplitterForm.ru.resx '
        'ImageSplitterForm.uk.resx ImageSplitterForm.vi-VN.resx ImageSplitterForm.zh-CN.resx '
        'ImageThumbnailerForm.es-MX.resx ImageThumbnailerForm.ja-JP.resx ImageThumbnailerForm.pt-PT.resx '
        'ImageThumbnailerForm.tr.resx ImageThumbnailerForm.uk.resx VideoConverterForm.de.resx '
        'VideoConverterForm.ja-JP.resx VideoConverterForm.ro.resx VideoConverterForm.ru.resx '
        'VideoThumbnailerForm.ar-YE.resx VideoThumbnailerForm.pl.resx'
    ),
    'ShareX.ScreenCaptureLib/Forms': (
        'CanvasSizeForm.fa-IR.resx CanvasSizeForm.fr.resx CanvasSizeForm.he-IL.resx CanvasSizeForm.tr.resx '
        'CanvasSizeForm.uk.resx EditorStartupForm.ar-YE.resx EditorStartupForm.pt-BR.resx '
        'EditorStartupForm.pt-PT.resx EditorStartupForm.uk.resx FFmpegOptionsForm.ar-YE.resx '
        'FFmpegOptionsForm.de.resx FFmpegOptionsForm.es.resx FFmpegOptionsForm.fa-IR.resx '
        'FFmpegOptionsForm.id-ID.resx FFmpegOptionsForm.it-IT.resx FFmpegOptionsForm.pt-BR.resx '
        'FFmpegOptionsForm.pt-PT.resx FFmpegOptionsForm.ro.resx FFmpegOptionsForm.ru.resx '
        'ImageInsertForm.ar-YE.resx ImageInsertForm.de.resx ImageInsertForm.es-MX.resx '
        'ImageInsertForm.id-ID.resx ImageInsertForm.ja-JP.resx ImageInsertForm.pl.resx '
        'ImageInsertForm.ro.resx ImageInsertForm.uk.resx ImageInsertForm.vi-VN.resx ImageSizeForm.ar-YE.resx '
        'ImageSizeForm.fr.resx ImageSizeForm.ja-JP.resx ImageSizeForm.ko-KR.resx ImageSizeForm.zh-TW.resx '
        'NewImageForm.es-MX.resx NewImageForm.he-IL.resx NewImageForm.ko-KR.resx NewImageForm.ru.resx '
        'NewImageForm.uk.resx ScreenRecordForm.es-MX.resx ScreenRecordForm.it-IT.resx '
        'ScreenRecordForm.pt-BR.resx ScreenRecordForm.tr.resx ScrollingCaptureForm.fr.resx '
        'ScrollingCaptureForm.he-IL.resx ScrollingCaptureForm.ja-JP.resx ScrollingCaptureForm.ru.resx '
        'ScrollingCaptureForm.zh-TW.resx ScrollingCaptureOptionsForm.ar-YE.resx '
        'ScrollingCaptureOptionsForm.ru.resx StickerForm.es-MX.resx StickerForm.pt-PT.resx '
        'StickerForm.tr.resx StickerForm.vi-VN.resx StickerPackForm.uk.resx StickerPackForm.zh-CN.resx '
        'TextDrawingInputBox.de.resx TextDrawingInputBox.fa-IR.resx TextDrawingInputBox.fr.resx '
        'TextDrawingInputBox.id-ID.resx TextDrawingInputBox.it-IT.resx TextDrawingInputBox.pl.resx '
        'TextDrawingInputBox.ru.resx TextDrawingInputBox.zh-CN.resx TextDrawingInputBox.zh-TW.resx'
    ),
    'ShareX.UploadersLib/Forms': (
        'CustomUploaderSettingsForm.es-MX.resx CustomUploaderSettingsForm.he-IL.resx '
        'CustomUploaderSettingsForm.pt-PT.resx EmailForm.fa-IR.resx EmailForm.hu.resx EmailForm.it-IT.resx '
        'EmailForm.ko-KR.resx EmailForm.pl.resx EmailForm.zh-CN.resx JiraUpload.fr.resx '
        'JiraUpload.ko-KR.resx JiraUpload.pt-BR.resx JiraUpload.pt-PT.resx JiraUpload.ro.resx '
        'JiraUpload.uk.resx JiraUpload.vi-VN.resx JiraUpload.zh-TW.resx PuushLoginForm.ro.resx '
        'ResponseForm.hu.resx ResponseForm.it-IT.resx ResponseForm.nl-NL.resx ResponseForm.tr.resx '
        'ResponseForm.zh-CN.resx ResponseForm.zh-TW.resx TextUploadForm.fr.resx TextUploadForm.pt-BR.resx '
        'TextUploadForm.ro.resx TextUploadForm.tr.resx TextUploadForm.uk.resx UploadersConfigForm.fr.resx '
        'UploadersConfigForm.he-IL.resx UploadersConfigForm.ja-JP.resx UploadersConfigForm.pt-PT.resx '
        'UploadersConfigForm.ru.resx UploadersConfigForm.uk.resx UserPassBox.pl.resx UserPassBox.ro.resx '
        'YouTubeVideoOptionsForm.ar-YE.resx YouTubeVideoOptionsForm.fr.resx YouTubeVideoOptionsForm.ru.resx'
    ),
    'ShareX/Forms': (
        'AboutForm.de.resx AboutForm.nl-NL.resx AboutForm.pl.resx AboutForm.ro.resx AboutForm.zh-TW.resx '
        'ActionsForm.ja-JP.resx ActionsForm.pt-BR.resx ActionsToolbarEditForm.zh-TW.resx '
        'AfterCaptureForm.hu.resx AfterCaptureForm.ko-KR.resx AfterCaptureForm.nl-NL.resx '
        'AfterCaptureForm.tr.resx AfterCaptureForm.zh-CN.resx AfterUploadForm.es.resx '
        'AfterUploadForm.fa-IR.resx AfterUploadForm.id-ID.resx AfterUploadForm.it-IT.resx '
        'AfterUploadForm.ja-JP.resx AfterUploadForm.nl-NL.resx AfterUploadForm.pt-BR.resx '
        'AfterUploadForm.tr.resx ApplicationSettingsForm.he-IL.resx ApplicationSettingsForm.id-ID.resx '
        'ApplicationSettingsForm.ja-JP.resx ApplicationSettingsForm.vi-VN.resx '
        'ApplicationSettingsForm.zh-CN.resx AutoCaptureForm.ar-YE.resx AutoCaptureForm.es-MX.resx '
        'AutoCaptureForm.fr.resx AutoCaptureForm.ko-KR.resx AutoCaptureForm.pl.resx '
        'AutoCaptureForm.pt-BR.resx AutoCaptureForm.zh-TW.resx BeforeUploadForm.es-MX.resx '
        'BeforeUploadForm.hu.resx BeforeUploadForm.ko-KR.resx BeforeUploadForm.nl-NL.resx '
        'BeforeUploadForm.tr.resx BeforeUploadForm.uk.resx ClipboardFormatForm.ar-YE.resx '
        'ClipboardFormatForm.he-IL.resx ClipboardFormatForm.ja-JP.resx ClipboardFormatForm.nl-NL.resx '
        'ClipboardFormatForm.ru.resx ClipboardUploadForm.es.resx ClipboardUploadForm.he-IL.resx '
        'ClipboardUploadForm.pl.resx FileExistForm.he-IL.resx FileExistForm.ja-JP.resx '
        'FileExistForm.ko-KR.resx FileExistForm.nl-NL.resx FileExistForm.ro.resx FileExistForm.tr.resx '
        'FileExistForm.zh-CN.resx FirstTimeConfigForm.id-ID.resx FirstTimeConfigForm.ja-JP.resx '
        'FirstTimeConfigForm.ko-KR.resx FirstTimeConfigForm.pt-BR.resx FirstTimeConfigForm.ro.resx '
        'HotkeySettingsForm.es-MX.resx HotkeySettingsForm.fa-IR.resx HotkeySettingsForm.hu.resx '
        'HotkeySettingsForm.id-ID.resx HotkeySettingsForm.nl-NL.resx HotkeySettingsForm.pt-BR.resx '
        'HotkeySettingsForm.ro.resx InspectWindowForm.uk.resx MainForm.hu.resx MainForm.id-ID.resx '
        'MainForm.nl-NL.resx MainForm.tr.resx MainForm.zh-CN.resx MainForm.zh-TW.resx QRCodeForm.id-ID.resx '
        'QRCodeForm.vi-VN.resx QRCodeForm.zh-TW.resx QuickTaskInfoEditForm.de.resx '
        'QuickTaskInfoEditForm.he-IL.resx QuickTaskInfoEditForm.id-ID.resx QuickTaskInfoEditForm.it-IT.resx '
        'QuickTaskInfoEditForm.pt-BR.resx QuickTaskInfoEditForm.ru.resx QuickTaskInfoEditForm.tr.resx '
        'QuickTaskMenuEditorForm.es-MX.resx QuickTaskMenuEditorForm.it-IT.resx TaskSettingsForm.es-MX.resx '
        'TaskSettingsForm.es.resx TaskSettingsForm.ko-KR.resx TaskSettingsForm.nl-NL.resx '
        'TaskSettingsForm.tr.resx TaskSettingsForm.uk.resx TaskSettingsForm.vi-VN.resx '
        'WatchFolderForm.ar-YE.resx WatchFolderForm.es.resx WatchFolderForm.id-ID.resx '
        'WatchFolderForm.it-IT.resx WatchFolderForm.ja-JP.resx WatchFolderForm.zh-TW.resx'
    ),
}


SHAREX_FORMS_OTHER = {
    'ShareX.HelpersLib/Forms': (
        'ClipboardViewerForm.cs ClipboardViewerForm.resx ColorPickerForm.Designer.cs ColorPickerForm.cs '
        'ColorPickerForm.resx DebugForm.Designer.cs DebugForm.resx ErrorForm.Designer.cs ErrorForm.cs '
        'ErrorForm.resx GradientPickerForm.Designer.cs GradientPickerForm.cs GradientPickerForm.resx '
        'HashCheckerForm.Designer.cs HashCheckerForm.cs ImageViewer.cs InputBox.resx MyMessageBox.cs '
        'OutputBox.Designer.cs OutputBox.cs OutputBox.resx PrintForm.Designer.cs PrintForm.cs PrintForm.resx '
        'PrintTextForm.Designer.cs PrintTextForm.cs PrintTextForm.resx TrayForm.cs'
    ),
    'ShareX.HistoryLib/Forms': (
        'HistoryForm.Designer.cs HistoryForm.cs HistoryForm.resx HistoryImportForm.Designer.cs '
        'HistoryImportForm.cs HistoryImportForm.resx HistoryItemEditForm.Designer.cs HistoryItemEditForm.cs '
        'HistoryItemEditForm.resx HistorySettingsForm.Designer.cs HistorySettingsForm.cs '
        'HistorySettingsForm.resx ImageHistoryForm.cs ImageHistoryForm.resx '
        'ImageHistorySettingsForm.Designer.cs ImageHistorySettingsForm.cs ImageHistorySettingsForm.resx'
    ),
    'ShareX.ImageEffectsLib/Forms': (
        'ImageEffectPackagerForm.Designer.cs ImageEffectPackagerForm.cs ImageEffectPackagerForm.resx '
        'ImageEffectsForm.Designer.cs ImageEffectsForm.cs ImageEffectsForm.resx'
    ),
    'ShareX.IndexerLib/Forms': (
        'DirectoryIndexerForm.Designer.cs DirectoryIndexerForm.cs DirectoryIndexerForm.resx'
    ),
    'ShareX.MediaLib/Forms': (
        'ImageBeautifierForm.Designer.cs ImageBeautifierForm.cs ImageBeautifierForm.resx '
        'ImageCombinerForm.Designer.cs ImageCombinerForm.resx ImageSplitterForm.Designer.cs '
        'ImageSplitterForm.cs ImageThumbnailerForm.Designer.cs ImageThumbnailerForm.resx '
        'VideoConverterForm.Designer.cs VideoConverterForm.cs VideoConverterForm.resx '
        'VideoThumbnailerForm.Designer.cs VideoThumbnailerForm.cs VideoThumbnailerForm.resx'
    ),
    'ShareX.ScreenCaptureLib/Forms': (
        'CanvasSizeForm.Designer.cs CanvasSizeForm.cs CanvasSizeForm.resx EditorStartupForm.Designer.cs '
        'EditorStartupForm.cs EditorStartupForm.resx FFmpegOptionsForm.Designer.cs FFmpegOptionsForm.cs '
        'FFmpegOptionsForm.resx ImageInsertForm.Designer.cs ImageInsertForm.cs ImageInsertForm.resx '
        'ImageSizeForm.Designer.cs ImageSizeForm.cs ImageSizeForm.resx NewImageForm.Designer.cs '
        'NewImageForm.cs RegionCaptureForm.cs RegionCaptureLightForm.cs ScreenRecordForm.Designer.cs '
        'ScreenRecordForm.cs ScreenRecordForm.resx ScrollingCaptureForm.Designer.cs ScrollingCaptureForm.cs '
        'ScrollingCaptureForm.resx ScrollingCaptureOptionsForm.Designer.cs ScrollingCaptureOptionsForm.resx '
        'ScrollingCaptureRegionForm.Designer.cs ScrollingCaptureRegionForm.cs '
        'ScrollingCaptureRegionForm.resx StickerForm.Designer.cs StickerForm.cs StickerForm.resx '
        'StickerPackForm.Designer.cs StickerPackForm.cs TextDrawingInputBox.Designer.cs '
        'TextDrawingInputBox.cs TextDrawingInputBox.resx'
    ),
    'ShareX.UploadersLib/Forms': (
        'CustomUploaderSettingsForm.Designer.cs CustomUploaderSettingsForm.cs '
        'CustomUploaderSettingsForm.resx CustomUploaderSyntaxTestForm.Designer.cs '
        'CustomUploaderSyntaxTestForm.cs CustomUploaderSyntaxTestForm.resx EmailForm.Designer.cs '
        'EmailForm.cs JiraUpload.Designer.cs JiraUpload.cs JiraUpload.resx ParserSelectForm.resx '
        'PuushLoginForm.Designer.cs PuushLoginForm.cs PuushLoginForm.resx ResponseForm.Designer.cs '
        'ResponseForm.cs ResponseForm.resx TextUploadForm.Designer.cs TextUploadForm.cs TextUploadForm.resx '
        'UploadersConfigForm.Designer.cs UploadersConfigForm.cs UploadersConfigForm.resx '
        'UploadersConfigFormHelper.cs UserPassBox.Designer.cs UserPassBox.cs UserPassBox.resx '
        'YouTubeVideoOptionsForm.Designer.cs YouTubeVideoOptionsForm.cs YouTubeVideoOptionsForm.resx'
    ),
    'ShareX/Forms': (
        'AboutForm.Designer.cs AboutForm.cs AboutForm.resx ActionsForm.Designer.cs ActionsForm.cs '
        'ActionsForm.resx ActionsToolbarEditForm.Designer.cs ActionsToolbarEditForm.cs '
        'ActionsToolbarEditForm.resx ActionsToolbarForm.cs AfterCaptureForm.Designer.cs AfterCaptureForm.cs '
        'AfterCaptureForm.resx AfterUploadForm.cs AfterUploadForm.designer.cs AfterUploadForm.resx '
        'ApplicationSettingsForm.Designer.cs ApplicationSettingsForm.cs ApplicationSettingsForm.resx '
        'AutoCaptureForm.Designer.cs AutoCaptureForm.cs AutoCaptureForm.resx BeforeUploadForm.Designer.cs '
        'BeforeUploadForm.cs BeforeUploadForm.resx ClipboardFormatForm.Designer.cs ClipboardFormatForm.cs '
        'ClipboardFormatForm.resx ClipboardUploadForm.Designer.cs ClipboardUploadForm.cs '
        'ClipboardUploadForm.resx DropForm.cs FileExistForm.Designer.cs FileExistForm.cs FileExistForm.resx '
        'FirstTimeConfigForm.Designer.cs FirstTimeConfigForm.cs FirstTimeConfigForm.resx '
        'HotkeySettingsForm.Designer.cs HotkeySettingsForm.cs HotkeySettingsForm.resx '
        'InspectWindowForm.Designer.cs InspectWindowForm.cs InspectWindowForm.resx MainForm.Designer.cs '
        'MainForm.cs MainForm.resx NotificationForm.cs QRCodeForm.Designer.cs QRCodeForm.cs QRCodeForm.resx '
        'QuickTaskInfoEditForm.Designer.cs QuickTaskInfoEditForm.cs QuickTaskInfoEditForm.resx '
        'QuickTaskMenuEditorForm.Designer.cs QuickTaskMenuEditorForm.cs QuickTaskMenuEditorForm.resx '
        'TaskSettingsForm.Designer.cs TaskSettingsForm.cs TaskSettingsForm.resx WatchFolderForm.Designer.cs '
        'WatchFolderForm.resx'
    ),
}


SHAREX_CONTROLS_KIND = {
    'ShareX.HelpersLib/Controls': (
        'ExportImportControl.ar-YE.resx ExportImportControl.de.resx ExportImportControl.es-MX.resx '
        'ExportImportControl.es.resx ExportImportControl.fa-IR.resx ExportImportControl.fr.resx '
        'ExportImportControl.he-IL.resx ExportImportControl.hu.resx ExportImportControl.id-ID.resx '
        'ExportImportControl.it-IT.resx ExportImportControl.ja-JP.resx ExportImportControl.ko-KR.resx '
        'ExportImportControl.nl-NL.resx ExportImportControl.pl.resx ExportImportControl.pt-BR.resx '
        'ExportImportControl.pt-PT.resx ExportImportControl.ro.resx ExportImportControl.ru.resx '
        'ExportImportControl.tr.resx ExportImportControl.uk.resx ExportImportControl.vi-VN.resx '
        'ExportImportControl.zh-CN.resx ExportImportControl.zh-TW.resx MyPictureBox.ar-YE.resx '
        'MyPictureBox.de.resx MyPictureBox.es-MX.resx MyPictureBox.es.resx MyPictureBox.fa-IR.resx '
        'MyPictureBox.fr.resx MyPictureBox.he-IL.resx MyPictureBox.hu.resx MyPictureBox.id-ID.resx '
        'MyPictureBox.it-IT.resx MyPictureBox.ja-JP.resx MyPictureBox.ko-KR.resx MyPictureBox.nl-NL.resx '
        'MyPictureBox.pl.resx MyPictureBox.pt-BR.resx MyPictureBox.pt-PT.resx MyPictureBox.ro.resx '
        'MyPictureBox.ru.resx MyPictureBox.tr.resx MyPictureBox.uk.resx MyPictureBox.vi-VN.resx '
        'MyPictureBox.zh-CN.resx MyPictureBox.zh-TW.resx'
    ),
    'ShareX.UploadersLib/Controls': (
        'AccountTypeControl.ar-YE.resx AccountTypeControl.de.resx AccountTypeControl.es-MX.resx '
        'AccountTypeControl.es.resx AccountTypeControl.fa-IR.resx AccountTypeControl.fr.resx '
        'AccountTypeControl.he-IL.resx AccountTypeControl.hu.resx AccountTypeControl.id-ID.resx '
        'AccountTypeControl.it-IT.resx AccountTypeControl.ja-JP.resx AccountTypeControl.ko-KR.resx '
        'AccountTypeControl.nl-NL.resx AccountTypeControl.pl.resx AccountTypeControl.pt-BR.resx '
        'AccountTypeControl.pt-PT.resx AccountTypeControl.ro.resx AccountTypeControl.ru.resx '
        'AccountTypeControl.tr.resx AccountTypeControl.uk.resx AccountTypeControl.vi-VN.resx '
        'AccountTypeControl.zh-CN.resx AccountTypeControl.zh-TW.resx OAuthControl.ar-YE.resx '
        'OAuthControl.de.resx OAuthControl.es-MX.resx OAuthControl.es.resx OAuthControl.fa-IR.resx '
        'OAuthControl.fr.resx OAuthControl.he-IL.resx OAuthControl.hu.resx OAuthControl.id-ID.resx '
        'OAuthControl.it-IT.resx OAuthControl.ja-JP.resx OAuthControl.ko-KR.resx OAuthControl.nl-NL.resx '
        'OAuthControl.pl.resx OAuthControl.pt-BR.resx OAuthControl.pt-PT.resx OAuthControl.ro.resx '
        'OAuthControl.ru.resx OAuthControl.tr.resx OAuthControl.uk.resx OAuthControl.vi-VN.resx '
        'OAuthControl.zh-CN.resx OAuthControl.zh-TW.resx OAuthLoopbackControl.ar-YE.resx '
        'OAuthLoopbackControl.de.resx OAuthLoopbackControl.fr.resx OAuthLoopbackControl.he-IL.resx '
        'OAuthLoopbackControl.ja-JP.resx OAuthLoopbackControl.pl.resx OAuthLoopbackControl.pt-BR.resx '
        'OAuthLoopbackControl.ru.resx OAuthLoopbackControl.tr.resx OAuthLoopbackControl.uk.resx '
        'OAuthLoopbackControl.zh-TW.resx'
    ),
    'ShareX/Controls': (
        'HotkeySelectionControl.ar-YE.resx HotkeySelectionControl.de.resx HotkeySelectionControl.es-MX.resx '
        'HotkeySelectionControl.es.resx HotkeySelectionControl.fa-IR.resx HotkeySelectionControl.fr.resx '
        'HotkeySelectionControl.he-IL.resx HotkeySelectionControl.hu.resx HotkeySelectionControl.id-ID.resx '
        'HotkeySelectionControl.it-IT.resx HotkeySelectionControl.ja-JP.resx '
        'HotkeySelectionControl.ko-KR.resx HotkeySelectionControl.nl-NL.resx HotkeySelectionControl.pl.resx '
        'HotkeySelectionControl.pt-BR.resx HotkeySelectionControl.pt-PT.resx HotkeySelectionControl.ro.resx '
        'HotkeySelectionControl.ru.resx HotkeySelectionControl.tr.resx HotkeySelectionControl.uk.resx '
        'HotkeySelectionControl.vi-VN.resx HotkeySelectionControl.zh-CN.resx '
        'HotkeySelectionControl.zh-TW.resx TaskThumbnailPanel.ar-YE.resx TaskThumbnailPanel.de.resx '
        'TaskThumbnailPanel.es-MX.resx TaskThumbnailPanel.fr.resx TaskThumbnailPanel.he-IL.resx '
        'TaskThumbnailPanel.ja-JP.resx TaskThumbnailPanel.pl.resx TaskThumbnailPanel.pt-BR.resx '
        'TaskThumbnailPanel.ro.resx TaskThumbnailPanel.ru.resx TaskThumbnailPanel.tr.resx '
        'TaskThumbnailPanel.uk.resx TaskThumbnailPanel.vi-VN.resx TaskThumbnailPanel.zh-CN.resx '
        'TaskThumbnailPanel.zh-TW.resx'
    ),
}


SHAREX_CONTROLS_OTHER = {
    '': (
        'ShareX.HelpersLib/GIF/PaletteQuantizer.cs ShareX.HelpersLib/Input/HotkeyInfo.cs '
        'ShareX.HelpersLib/Input/InputManager.cs ShareX.HelpersLib/Printer/PrintTextHelper.cs '
        'ShareX.HelpersLib/Properties/Resources.Designer.cs ShareX.HelpersLib/Random/RandomFast.cs '
        'ShareX.HelpersLib/Resources/ShareX_Logo.png ShareX.HelpersLib/UITypeEditors/DirectoryNameEditor.cs '
        'ShareX.HelpersLib/Zip/ZipManager.cs ShareX.UploadersLib/UploadResult.cs '
        'ShareX.UploadersLib/UploadersConfig.cs ShareX.UploadersLib/BaseServices/IUploaderService.cs '
        'ShareX.UploadersLib/BaseUploaders/GenericUploader.cs '
        'ShareX.UploadersLib/FileUploaders/CustomFileUploader.cs ShareX.UploadersLib/FileUploaders/DropIO.cs '
        'ShareX.UploadersLib/Resources/document.png '
        'ShareX.UploadersLib/SharingServices/CustomURLSharingService.cs '
        'ShareX.UploadersLib/SharingServices/LinkedInSharingService.cs '
        'ShareX/CaptureHelpers/CaptureWindow.cs ShareX/Properties/Resources.tr.resx'
    ),
    'ShareX': (
        'HotkeySettings.cs RecentTaskManager.cs ShareX.csproj TaskSettings.cs UploadInfoStatus.cs'
    ),
    'ShareX.HelpersLib': (
        'ControlHider.cs FontSafe.cs HelpersOptions.cs MutexManager.cs PointInfo.cs ShareXTheme.cs'
    ),
    'ShareX.HelpersLib/Controls': (
        'Canvas.cs ColorButton.cs CustomVScrollBar.cs DarkColorTable.cs '
        'DoubleLabeledNumericUpDown.Designer.cs DoubleLabeledNumericUpDown.cs '
        'ExportImportControl.Designer.cs ExportImportControl.cs ExportImportControl.resx '
        'HotkeySelectionButton.cs ImageLabel.cs LabelNoCopy.cs LabeledComboBox.Designer.cs '
        'LabeledComboBox.cs LabeledNumericUpDown.Designer.cs LabeledNumericUpDown.cs MenuButton.cs '
        'MyListView.cs MyPictureBox.Designer.cs MyPictureBox.cs MyPictureBox.resx NoFocusBorderButton.cs '
        'ObjectListView.cs ReadOnlyRichTextBox.cs RoundedCornerPanel.cs SplitContainerCustomSplitter.cs '
        'TabToListView.Designer.cs TabToListView.cs TabToTreeView.Designer.cs TabToTreeView.cs '
        'TabToTreeView.resx TablessControl.cs ToolStripBorderRight.cs ToolStripButtonColorAnimation.cs '
        'ToolStripButtonCounter.cs ToolStripButtonExtraImage.cs ToolStripCustomRenderer.cs '
        'ToolStripDarkRenderer.cs ToolStripDoubleLabeledNumericUpDown.cs ToolStripEx.cs '
        'ToolStripLabeledComboBox.cs ToolStripLabeledNumericUpDown.cs ToolStripNumericUpDown.cs '
        'ToolStripRadioButtonMenuItem.cs ToolStripRoundedEdgeRenderer.cs'
    ),
    'ShareX.HelpersLib/Forms': (
        'ClipboardViewerForm.resx ClipboardViewerForm.ro.resx ColorPickerForm.Designer.cs '
        'DebugForm.pt-BR.resx ErrorForm.he-IL.resx ErrorForm.nl-NL.resx ErrorForm.zh-CN.resx '
        'GradientPickerForm.ro.resx GradientPickerForm.ru.resx HashCheckerForm.de.resx '
        'HashCheckerForm.fr.resx HashCheckerForm.it-IT.resx HashCheckerForm.resx PrintForm.Designer.cs '
        'PrintTextForm.fr.resx PrintTextForm.pt-PT.resx'
    ),
    'ShareX.HelpersLib/UpdateChecker': (
        'DownloaderForm.cs DownloaderForm.pt-BR.resx FFmpegUpdateChecker.cs UpdateCheckerLabel.it-IT.resx '
        'UpdateCheckerLabel.ru.resx UpdateMessageBox.ro.resx XMLUpdateChecker.cs'
    ),
    'ShareX.UploadersLib/Controls': (
        'AccountTypeControl.Designer.cs AccountTypeControl.cs AccountTypeControl.resx '
        'OAuthControl.Designer.cs OAuthControl.cs OAuthControl.resx OAuthLoopbackControl.Designer.cs '
        'OAuthLoopbackControl.cs OAuthLoopbackControl.resx'
    ),
    'ShareX.UploadersLib/Favicons': (
        'AmazonS3.ico Bitly.ico Hostr.ico Polr.ico'
    ),
    'ShareX.UploadersLib/Forms': (
        'CustomUploaderSettingsForm.fr.resx CustomUploaderSettingsForm.ja-JP.resx '
        'CustomUploaderSettingsForm.ko-KR.resx CustomUploaderSettingsForm.zh-CN.resx '
        'CustomUploaderSyntaxTestForm.resx EmailForm.Designer.cs EmailForm.fa-IR.resx EmailForm.vi-VN.resx '
        'JiraUpload.Designer.cs JiraUpload.cs ParserSelectForm.cs PuushLoginForm.de.resx '
        'ResponseForm.zh-TW.resx TextUploadForm.ja-JP.resx TextUploadForm.uk.resx '
        'UploadersConfigForm.ru.resx UserPassBox.id-ID.resx YouTubeVideoOptionsForm.resx'
    ),
    'ShareX.UploadersLib/Properties': (
        'Resources.he-IL.resx Resources.pt-BR.resx Resources.tr.resx'
    ),
    'ShareX/Controls': (
        'BeforeUploadControl.Designer.cs BeforeUploadControl.cs HotkeySelectionControl.Designer.cs '
        'HotkeySelectionControl.cs HotkeySelectionControl.resx NewsListControl.Designer.cs '
        'NewsListControl.cs NewsListControl.resx TaskRoundedCornerPanel.cs TaskThumbnailPanel.Designer.cs '
        'TaskThumbnailPanel.cs TaskThumbnailPanel.resx TaskThumbnailView.Designer.cs TaskThumbnailView.cs '
        'TaskThumbnailView.resx'
    ),
    'ShareX/Forms': (
        'AboutForm.de.resx AboutForm.vi-VN.resx ActionsForm.ar-YE.resx ActionsForm.fr.resx ActionsForm.resx '
        'ActionsToolbarEditForm.es-MX.resx ActionsToolbarEditForm.ko-KR.resx AfterCaptureForm.de.resx '
        'AfterUploadForm.he-IL.resx ApplicationSettingsForm.de.resx AutoCaptureForm.resx '
        'BeforeUploadForm.pt-PT.resx BeforeUploadForm.tr.resx ClipboardFormatForm.he-IL.resx '
        'ClipboardUploadForm.id-ID.resx DropForm.cs FileExistForm.nl-NL.resx HotkeySettingsForm.es-MX.resx '
        'HotkeySettingsForm.ja-JP.resx InspectWindowForm.es-MX.resx InspectWindowForm.vi-VN.resx '
        'InspectWindowForm.zh-CN.resx MainForm.es.resx MainForm.uk.resx QRCodeForm.es-MX.resx '
        'QRCodeForm.nl-NL.resx QRCodeForm.pl.resx QuickTaskInfoEditForm.ko-KR.resx '
        'QuickTaskInfoEditForm.pl.resx QuickTaskMenuEditorForm.Designer.cs TaskSettingsForm.hu.resx '
        'TaskSettingsForm.pl.resx TaskSettingsForm.pt-PT.resx WatchFolderForm.cs WatchFolderForm.ru.resx'
    ),
    'ShareX/Resources': (
        'application-tile-vertical.png bin.png camera.png checkbox_check.png clipboard-block.png de.png '
        'exclamation.png folder-open-document.png folder.png image.png inbox.png keyboard--plus.png nl.png '
        'tw.png'
    ),
    'ShareX/Tools': (
        'MonitorTestForm.ja-JP.resx MonitorTestForm.ro.resx MonitorTestForm.zh-CN.resx'
    ),
}


KPX_TRANSLATIONS_KIND = {
    'share/translations': (
        'keepassxc_ar.ts keepassxc_bg.ts keepassxc_ca.ts keepassxc_cs.ts keepassxc_da.ts keepassxc_de.ts '
        'keepassxc_el.ts keepassxc_en.ts keepassxc_en_GB.ts keepassxc_en_US.ts keepassxc_es.ts '
        'keepassxc_et.ts keepassxc_fi.ts keepassxc_fil.ts keepassxc_fr.ts keepassxc_fr_CA.ts keepassxc_he.ts '
        'keepassxc_hr.ts keepassxc_hu.ts keepassxc_id.ts keepassxc_it.ts keepassxc_ja.ts keepassxc_km.ts '
        'keepassxc_ko.ts keepassxc_lt.ts keepassxc_my.ts keepassxc_nb.ts keepassxc_nl.ts keepassxc_pl.ts '
        'keepassxc_pt_BR.ts keepassxc_pt_PT.ts keepassxc_ro.ts keepassxc_ru.ts keepassxc_si.ts '
        'keepassxc_sk.ts keepassxc_sl.ts keepassxc_sq.ts keepassxc_sr.ts keepassxc_sv.ts keepassxc_th.ts '
        'keepassxc_tr.ts keepassxc_uk.ts keepassxc_zh_CN.ts keepassxc_zh_TW.ts'
    ),
}


KPX_TRANSLATIONS_OTHER = {
    '': (
        '.clang-format .gitattributes .gitignore CHANGELOG.md CMakeLists.txt CODE-OF-CONDUCT.md COPYING '
        'INSTALL.md LICENSE.BSD LICENSE.CC0 LICENSE.GPL-2 LICENSE.GPL-3 LICENSE.LGPL-2.1 LICENSE.LGPL-3 '
        'LICENSE.MIT LICENSE.NOKIA-LGPL-EXCEPTION LICENSE.OFL README.md SECURITY.md codecov.yaml '
        'release-tool release-tool.ps1 sonar-project.properties vcpkg-configuration.json vcpkg.json '
        'share/icons/icons.qrc share/icons/minify.sh share/icons/application/index.theme '
        'share/icons/application/256x256/apps/keepassxc.png '
        'share/icons/application/scalable/categories/label.svg '
        'share/icons/application/scalable/categories/preferences-other.svg '
        'share/icons/application/scalable/status/dialog-warning.svg share/icons/badges/0_ShareActive.svg '
        'share/icons/badges/2_Expired.svg share/translations/CMakeLists.txt '
        'share/wordlists/eff_large.wordlist'
    ),
    'share': (
        'CMakeLists.txt demo.kdbx demo.key demo.old.kdbx empty3.kdbx empty4.kdbx'
    ),
    'share/branding': (
        'keepassxc-fileicon.ai keepassxc-icon.ai keepassxc.ai'
    ),
    'share/branding/png': (
        'keepassxc-64x64.png keepassxc-locked-128x128.png keepassxc-locked-64x64.png '
        'keepassxc-monochrome-dark-128x128.png keepassxc-monochrome-dark-512x512.png '
        'keepassxc-monochrome-dark-64x64.png keepassxc-monochrome-dark-locked-512x512.png '
        'keepassxc-monochrome-light-256x256.png keepassxc-monochrome-light-512x512.png '
        'keepassxc-monochrome-light-64x64.png keepassxc-monochrome-light-locked-256x256.png '
        'keepassxc-monochrome-light-locked-64x64.png macos-128x128.png macos-monochrome-dark-128x128.png '
        'macos-monochrome-dark-256x256.png'
    ),
    'share/branding/scalable': (
        'keepassxc-monochrome-light.svg keepassxc.svg macos.svg'
    ),
    'share/icons/application/scalable/actions': (
        'application-exit.svg attributes-copy.svg auto-type.svg bitwarden.svg bugreport.svg '
        'clipboard-text.svg configure.svg csv.svg database-change-key.svg database-lock-all.svg '
        'database-merge.svg database-settings.svg dialog-close.svg dialog-ok.svg document-close.svg '
        'document-edit.svg document-open-recent.svg document-open.svg document-properties.svg '
        'document-save-as.svg document-save-copy.svg document-save.svg donate.svg '
        'edit-clear-locationbar-rtl.svg entry-delete.svg entry-edit.svg fingerprint.svg getting-started.svg '
        'group-clone.svg group-delete.svg group-new.svg help-about.svg hibp.svg lock-open-alert.svg '
        'lock-question.svg lock.svg message-close.svg move-up.svg object-unlocked.svg onepassword.svg '
        'passkey.svg password-show-off.svg sort-alphabetical-descending.svg statistics.svg system-help.svg '
        'totp-copy-password.svg totp-copy.svg totp-edit.svg totp.svg user-guide.svg username-copy.svg '
        'view-history.svg yubikey-refresh.svg'
    ),
    'share/icons/application/scalable/apps': (
        'freedesktop.svg keepassxc-locked.svg keepassxc-monochrome-dark-locked.svg '
        'keepassxc-monochrome-light.svg keepassxc.svg preferences-desktop-icons.svg utilities-terminal.svg'
    ),
    'share/icons/database': (
        'C00_Password.svg C01_Package_Network.svg C02_MessageBox_Warning.svg C04_Klipper.svg C06_KCMDF.svg '
        'C08_Socket.svg C09_Identity.svg C10_Kontact.svg C14_Laptop_Power.svg C17_CDROM_Unmount.svg '
        'C18_Display.svg C19_Mail_Generic.svg C20_Misc.svg C21_KOrganizer.svg C22_ASCII.svg C23_Icons.svg '
        'C26_FileSave.svg C28_QuickTime.svg C30_Konsole.svg C31_FilePrint.svg C32_FSView.svg C33_Run.svg '
        'C34_Configure.svg C36_Ark.svg C37_KPercentage.svg C39_History.svg C41_VectorGfx.svg '
        'C42_KCMMemory.svg C43_EditTrash.svg C44_KNotes.svg C47_KPackage.svg C48_Folder.svg '
        'C49_Folder_Blue_Open.svg C50_Folder_Tar.svg C51_Decrypted.svg C52_Encrypted.svg C54_Signature.svg '
        'C59_Package_Development.svg C60_KFM_Home.svg C61_Services.svg C62_Tux.svg C64_Apple.svg '
        'C66_Money.svg C67_Certificate.svg C68_BlackBerry.svg'
    ),
    'share/linux': (
        'keepassxc.xml.in org.keepassxc.KeePassXC.appdata.xml org.keepassxc.KeePassXC.desktop.in '
        'org.keepassxc.KeePassXC.policy.in'
    ),
    'share/macosx': (
        'DS_Store.in Info.plist.cmake background.tiff embedded.provisionprofile keepassxc.entitlements '
        'keepassxc.icns'
    ),
    'share/macosx/keepassxc.iconset': (
        'icon_128x128.png icon_128x128@2x.png icon_32x32@2x.png icon_512x512@2x.png'
    ),
    'share/windows': (
        'KPXC_ExitDlg.wxs KPXC_InstallDir.wxs KPXC_InstallDirDlg.wxs create-ico.sh icon.rc '
        'installer-banner.png installer-banner.psd installer-wizard.png installer-wizard.psd '
        'installer-wizard.zip keepassxc-kdbx.ico keepassxc.ico qt.conf wix-patch.xml wix-template.xml'
    ),
    'share/wizard': (
        'background-pixmap.png background-pixmap.svg wizard.qrc'
    ),
}


KPX_DB_ICONS_KIND = {
    'share/icons/database': (
        'C00_Password.svg C01_Package_Network.svg C02_MessageBox_Warning.svg C03_Server.svg C04_Klipper.svg '
        'C05_Edu_Languages.svg C06_KCMDF.svg C07_Kate.svg C08_Socket.svg C09_Identity.svg C10_Kontact.svg '
        'C11_Camera.svg C12_IRKickFlash.svg C13_KGPG_Key3.svg C14_Laptop_Power.svg C15_Scanner.svg '
        'C16_Mozilla_Firebird.svg C17_CDROM_Unmount.svg C18_Display.svg C19_Mail_Generic.svg C20_Misc.svg '
        'C21_KOrganizer.svg C22_ASCII.svg C23_Icons.svg C24_Connect_Established.svg C25_Folder_Mail.svg '
        'C26_FileSave.svg C27_NFS_Unmount.svg C28_QuickTime.svg C29_KGPG_Term.svg C30_Konsole.svg '
        'C31_FilePrint.svg C32_FSView.svg C33_Run.svg C34_Configure.svg C35_KRFB.svg C36_Ark.svg '
        'C37_KPercentage.svg C38_Samba_Unmount.svg C39_History.svg C40_Mail_Find.svg C41_VectorGfx.svg '
        'C42_KCMMemory.svg C43_EditTrash.svg C44_KNotes.svg C45_Cancel.svg C46_Help.svg C47_KPackage.svg '
        'C48_Folder.svg C49_Folder_Blue_Open.svg C50_Folder_Tar.svg C51_Decrypted.svg C52_Encrypted.svg '
        'C53_Apply.svg C54_Signature.svg C55_Thumbnail.svg C56_KAddressBook.svg C57_View_Text.svg '
        'C58_KGPG.svg C58_KPGP.svg C59_Package_Development.svg C60_KFM_Home.svg C61_Services.svg C62_Tux.svg '
        'C63_Feather.svg C64_Apple.svg C65_W.svg C66_Money.svg C67_Certificate.svg C68_BlackBerry.svg'
    ),
}


KPX_DB_ICONS_OTHER = {
    '': (
        'share/branding/keepassxc-icon.ai share/branding/keepassxc.ai share/icons/icons.qrc '
        'share/icons/minify.sh share/icons/application/index.theme '
        'share/icons/application/256x256/apps/keepassxc.png '
        'share/icons/application/scalable/categories/label.svg '
        'share/icons/application/scalable/categories/preferences-other.svg'
    ),
    'share': (
        'CMakeLists.txt demo.kdbx demo.key demo.old.kdbx empty3.kdbx empty4.kdbx'
    ),
    'share/branding/png': (
        'keepassxc-128x128.png keepassxc-256x256.png keepassxc-64x64.png keepassxc-locked-128x128.png '
        'keepassxc-locked-256x256.png keepassxc-locked-512x512.png keepassxc-locked-64x64.png '
        'keepassxc-monochrome-dark-128x128.png keepassxc-monochrome-dark-64x64.png '
        'keepassxc-monochrome-dark-locked-128x128.png keepassxc-monochrome-dark-locked-256x256.png '
        'keepassxc-monochrome-dark-locked-512x512.png keepassxc-monochrome-dark-locked-64x64.png '
        'keepassxc-monochrome-light-128x128.png keepassxc-monochrome-light-512x512.png '
        'keepassxc-monochrome-light-64x64.png keepassxc-monochrome-light-locked-128x128.png '
        'keepassxc-monochrome-light-locked-256x256.png macos-128x128.png macos-256x256.png macos-512x512.png '
        'macos-monochrome-dark-128x128.png macos-monochrome-dark-256x256.png '
        'macos-monochrome-dark-512x512.png macos-monochrome-dark-64x64.png'
    ),
    'share/branding/scalable': (
        'keepassxc-monochrome-dark.svg keepassxc-monochrome-light.svg keepassxc.svg '
        'macos-monochrome-dark.svg macos.svg'
    ),
    'share/icons/application/scalable/actions': (
        'application-exit.svg attributes-copy.svg auto-type.svg bitwarden.svg chevron-double-down.svg '
        'chevron-double-right.svg clipboard-text.svg configure.svg csv.svg database-change-key.svg '
        'database-lock-all.svg database-lock.svg database-merge.svg database-search.svg dialog-close.svg '
        'dialog-ok.svg document-close.svg document-export.svg document-import.svg document-new.svg '
        'document-open-recent.svg document-open.svg document-properties.svg document-save-as.svg '
        'document-save-copy.svg document-save.svg donate.svg edit-clear-locationbar-rtl.svg entry-clone.svg '
        'entry-delete.svg entry-new.svg entry-restore.svg favicon-download.svg fingerprint.svg '
        'getting-started.svg group-delete.svg group-edit.svg group-empty-trash.svg hammer-wrench.svg '
        'health.svg help-about.svg lock-open-alert.svg lock-open.svg lock-question.svg message-close.svg '
        'move-down.svg move-up.svg object-locked.svg object-unlocked.svg onepassword.svg password-copy.svg '
        'password-generator.svg qrcode.svg refresh.svg remote-sync.svg reports.svg '
        'sort-alphabetical-ascending.svg sort-alphabetical-descending.svg statistics.svg system-help.svg '
        'system-search.svg system-software-update.svg tag-multiple.svg tag-search.svg tag.svg '
        'totp-copy-password.svg totp-copy.svg totp-edit.svg totp.svg trash.svg url-copy.svg user-guide.svg '
        'username-copy.svg view-history.svg web.svg yubikey-refresh.svg'
    ),
    'share/icons/application/scalable/apps': (
        'freedesktop.svg internet-web-browser.svg keepassxc-locked.svg keepassxc-monochrome-dark.svg '
        'keepassxc-monochrome-light.svg keepassxc-unlocked.svg preferences-desktop-icons.svg '
        'preferences-system-network-sharing.svg utilities-terminal.svg'
    ),
    'share/icons/application/scalable/status': (
        'dialog-error.svg dialog-information.svg dialog-warning.svg security-high.svg'
    ),
    'share/icons/badges': (
        '0_ShareActive.svg 1_ShareInactive.svg 2_Expired.svg'
    ),
    'share/linux': (
        'keepassxc.xml.in org.keepassxc.KeePassXC.appdata.xml org.keepassxc.KeePassXC.desktop.in '
        'org.keepassxc.KeePassXC.policy.in'
    ),
    'share/macosx': (
        'DS_Store.in Info.plist.cmake embedded.provisionprofile keepassxc.entitlements keepassxc.icns'
    ),
    'share/macosx/keepassxc.iconset': (
        'icon_128x128.png icon_128x128@2x.png icon_16x16.png icon_16x16@2x.png icon_256x256@2x.png '
        'icon_512x512.png icon_512x512@2x.png'
    ),
    'share/translations': (
        'CMakeLists.txt keepassxc_ar.ts keepassxc_ca.ts keepassxc_cs.ts keepassxc_el.ts keepassxc_en_GB.ts '
        'keepassxc_en_US.ts keepassxc_es.ts keepassxc_et.ts keepassxc_fi.ts keepassxc_fil.ts keepassxc_fr.ts '
        'keepassxc_fr_CA.ts keepassxc_he.ts keepassxc_hr.ts keepassxc_hu.ts keepassxc_id.ts keepassxc_it.ts '
        'keepassxc_ja.ts keepassxc_km.ts keepassxc_ko.ts keepassxc_lt.ts keepassxc_my.ts keepassxc_nb.ts '
        'keepassxc_nl.ts keepassxc_pl.ts keepassxc_pt_PT.ts keepassxc_ru.ts keepassxc_si.ts keepassxc_sk.ts '
        'keepassxc_sl.ts keepassxc_sq.ts keepassxc_sr.ts keepassxc_uk.ts keepassxc_zh_CN.ts'
    ),
    'share/windows': (
        'KPXC_ExitDlg.wxs KPXC_InstallDir.wxs KPXC_InstallDirDlg.wxs create-ico.sh icon.rc '
        'installer-banner.psd installer-wizard.png installer-wizard.psd keepassxc-kdbx.ico wix-patch.xml'
    ),
    'share/wizard': (
        'background-pixmap.png background-pixmap.svg wizard.qrc'
    ),
}


KPX_BRANDING_KIND = {
    'share/branding/png': (
        'keepassxc-128x128.png keepassxc-256x256.png keepassxc-512x512.png keepassxc-64x64.png '
        'keepassxc-locked-128x128.png keepassxc-locked-256x256.png keepassxc-locked-512x512.png '
        'keepassxc-locked-64x64.png keepassxc-monochrome-dark-128x128.png '
        'keepassxc-monochrome-dark-256x256.png keepassxc-monochrome-dark-512x512.png '
        'keepassxc-monochrome-dark-64x64.png keepassxc-monochrome-dark-locked-128x128.png '
        'keepassxc-monochrome-dark-locked-256x256.png keepassxc-monochrome-dark-locked-512x512.png '
        'keepassxc-monochrome-dark-locked-64x64.png keepassxc-monochrome-light-128x128.png '
        'keepassxc-monochrome-light-256x256.png keepassxc-monochrome-light-512x512.png '
        'keepassxc-monochrome-light-64x64.png keepassxc-monochrome-light-locked-128x128.png '
        'keepassxc-monochrome-light-locked-256x256.png keepassxc-monochrome-light-locked-512x512.png '
        'keepassxc-monochrome-light-locked-64x64.png macos-128x128.png macos-256x256.png macos-512x512.png '
        'macos-64x64.png macos-monochrome-dark-128x128.png macos-monochrome-dark-256x256.png '
        'macos-monochrome-dark-512x512.png macos-monochrome-dark-64x64.png'
    ),
}


KPX_BRANDING_OTHER = {
    '': (
        'share/icons/icons.qrc share/icons/minify.sh share/icons/application/scalable/categories/label.svg '
        'share/icons/application/scalable/categories/preferences-other.svg '
        'share/icons/application/scalable/mimetypes/application-x-keepassxc.svg '
        'share/icons/application/scalable/status/dialog-error.svg '
        'share/icons/application/scalable/status/security-high.svg '
        'share/linux/org.keepassxc.KeePassXC.desktop.in share/linux/org.keepassxc.KeePassXC.policy.in '
        'share/wizard/background-pixmap.svg share/wizard/wizard.qrc'
    ),
    'share': (
        'CMakeLists.txt demo.kdbx demo.key demo.old.kdbx empty3.kdbx empty4.kdbx'
    ),
    'share/branding': (
        'keepassxc-fileicon.ai keepassxc-icon.ai keepassxc.ai'
    ),
    'share/branding/scalable': (
        'keepassxc-monochrome-dark.svg keepassxc-monochrome-light.svg keepassxc.svg '
        'macos-monochrome-dark.svg macos.svg'
    ),
    'share/icons/application/scalable/actions': (
        'application-exit.svg attributes-copy.svg auto-type.svg bugreport.svg chevron-double-right.svg '
        'clipboard-text.svg configure.svg database-lock-all.svg database-lock.svg database-search.svg '
        'database-settings.svg dialog-close.svg dialog-ok.svg document-close.svg document-edit.svg '
        'document-export.svg document-import.svg document-new.svg document-properties.svg '
        'document-save-copy.svg document-save.svg edit-clear-locationbar-rtl.svg entry-clone.svg '
        'entry-edit.svg entry-new.svg favicon-download.svg fingerprint.svg group-clone.svg group-new.svg '
        'hammer-wrench.svg hibp.svg lock-open-alert.svg lock-question.svg message-close.svg move-down.svg '
        'move-up.svg object-locked.svg onepassword.svg paperclip.svg passkey.svg password-copy.svg '
        'password-generator.svg password-show-off.svg password-show-on.svg qrcode.svg remote-sync.svg '
        'reports-exclude.svg reports.svg sort-alphabetical-descending.svg statistics.svg system-help.svg '
        'system-search.svg system-software-update.svg tag-multiple.svg tag-search.svg tag.svg totp-copy.svg '
        'totp.svg trash.svg url-copy.svg username-copy.svg yubikey-refresh.svg'
    ),
    'share/icons/application/scalable/apps': (
        'freedesktop.svg keepassxc-locked.svg keepassxc-monochrome-dark-locked.svg '
        'keepassxc-monochrome-dark.svg keepassxc-monochrome-light.svg keepassxc-unlocked.svg keepassxc.svg '
        'preferences-desktop-icons.svg preferences-system-network-sharing.svg utilities-terminal.svg'
    ),
    'share/icons/badges': (
        '0_ShareActive.svg 1_ShareInactive.svg 2_Expired.svg'
    ),
    'share/icons/database': (
        'C00_Password.svg C01_Package_Network.svg C05_Edu_Languages.svg C06_KCMDF.svg C07_Kate.svg '
        'C10_Kontact.svg C11_Camera.svg C12_IRKickFlash.svg C14_Laptop_Power.svg C15_Scanner.svg '
        'C19_Mail_Generic.svg C21_KOrganizer.svg C22_ASCII.svg C23_Icons.svg C25_Folder_Mail.svg '
        'C28_QuickTime.svg C29_KGPG_Term.svg C30_Konsole.svg C32_FSView.svg C33_Run.svg C34_Configure.svg '
        'C35_KRFB.svg C37_KPercentage.svg C38_Samba_Unmount.svg C39_History.svg C40_Mail_Find.svg '
        'C41_VectorGfx.svg C44_KNotes.svg C46_Help.svg C48_Folder.svg C49_Folder_Blue_Open.svg '
        'C50_Folder_Tar.svg C51_Decrypted.svg C52_Encrypted.svg C54_Signature.svg C55_Thumbnail.svg '
        'C56_KAddressBook.svg C57_View_Text.svg C58_KGPG.svg C58_KPGP.svg C59_Package_Development.svg '
        'C60_KFM_Home.svg C61_Services.svg C64_Apple.svg C66_Money.svg C67_Certificate.svg '
        'C68_BlackBerry.svg'
    ),
    'share/macosx': (
        'DS_Store.in Info.plist.cmake embedded.provisionprofile keepassxc.icns'
    ),
    'share/macosx/keepassxc.iconset': (
        'icon_128x128@2x.png icon_16x16@2x.png icon_256x256@2x.png icon_32x32@2x.png icon_512x512.png '
        'icon_512x512@2x.png'
    ),
    'share/translations': (
        'keepassxc_ar.ts keepassxc_bg.ts keepassxc_ca.ts keepassxc_da.ts keepassxc_de.ts keepassxc_el.ts '
        'keepassxc_en.ts keepassxc_en_GB.ts keepassxc_en_US.ts keepassxc_es.ts keepassxc_et.ts '
        'keepassxc_fi.ts keepassxc_fil.ts keepassxc_fr.ts keepassxc_fr_CA.ts keepassxc_hr.ts keepassxc_hu.ts '
        'keepassxc_id.ts keepassxc_it.ts keepassxc_ja.ts keepassxc_ko.ts keepassxc_lt.ts keepassxc_nl.ts '
        'keepassxc_pl.ts keepassxc_pt_PT.ts keepassxc_ro.ts keepassxc_sk.ts keepassxc_sl.ts keepassxc_sr.ts '
        'keepassxc_th.ts keepassxc_tr.ts keepassxc_uk.ts keepassxc_zh_CN.ts keepassxc_zh_TW.ts'
    ),
    'share/windows': (
        'KPXC_InstallDirDlg.wxs create-ico.sh icon.rc installer-banner.png installer-banner.psd '
        'installer-wizard.png installer-wizard.zip keepassxc.ico wix-patch.xml'
    ),
}


APA_RULES_KIND = {
    '': (
        'dist/rules/apache/lusitaniae-apache-exporter.yml '
        'dist/rules/apache-flink/flink-prometheus-reporter.yml dist/rules/apache-spark/spark-prometheus.yml '
        'dist/rules/apc-ups/apcupsd_exporter.yml dist/rules/argocd/embedded-exporter.yml '
        'dist/rules/aws-cloudwatch/prometheus-cloudwatch-exporter.yml '
        'dist/rules/azure/azure-metrics-exporter.yml dist/rules/blackbox/blackbox-exporter.yml '
        'dist/rules/caddy/embedded-exporter.yml dist/rules/cassandra/criteo-cassandra-exporter.yml '
        'dist/rules/cassandra/instaclustr-cassandra-exporter.yml dist/rules/ceph/embedded-exporter.yml '
        'dist/rules/cert-manager/embedded-exporter.yml dist/rules/cilium/embedded-exporter.yml '
        'dist/rules/clickhouse/embedded-exporter.yml dist/rules/cloudflare/lablabs-cloudflare-exporter.yml '
        'dist/rules/consul/consul-exporter.yml dist/rules/coredns/embedded-exporter.yml '
        'dist/rules/cortex/embedded-exporter.yml dist/rules/couchdb/gesellix-couchdb-prometheus-exporter.yml '
        'dist/rules/digitalocean/digitalocean-exporter.yml dist/rules/docker-containers/google-cadvisor.yml '
        'dist/rules/ebpf/ebpf-exporter.yml '
        'dist/rules/elasticsearch/prometheus-community-elasticsearch-exporter.yml '
        'dist/rules/envoy/embedded-exporter.yml dist/rules/etcd/embedded-exporter.yml '
        'dist/rules/fluxcd/embedded-exporter.yml dist/rules/freeswitch/znerol-freeswitch-exporter.yml '
        'dist/rules/golang/golang-exporter.yml dist/rules/google-cloud-stackdriver/stackdriver-exporter.yml '
        'dist/rules/grafana-alloy/embedded-exporter.yml dist/rules/grafana-mimir/embedded-exporter.yml '
        'dist/rules/grafana-tempo/embedded-exporter.yml dist/rules/graph-node/embedded-exporter.yml '
        'dist/rules/hadoop/jmx_exporter.yml dist/rules/haproxy/embedded-exporter-v2.yml '
        'dist/rules/haproxy/haproxy-exporter-v1.yml dist/rules/hashicorp-vault/embedded-exporter.yml '
        'dist/rules/host-and-hardware/node-exporter.yml dist/rules/ipmi/ipmi-exporter.yml '
        'dist/rules/istio/embedded-exporter.yml dist/rules/jaeger/embedded-exporter-legacy.yml '
        'dist/rules/jaeger/embedded-exporter.yml dist/rules/jenkins/metric-plugin.yml '
        'dist/rules/juniper/czerwonk-junos-exporter.yml dist/rules/jvm/jvm-exporter.yml '
        'dist/rules/kafka/danielqsj-kafka-exporter.yml dist/rules/kafka/linkedin-kafka-exporter.yml '
        'dist/rules/keycloak/aerogear-keycloak-metrics-spi.yml dist/rules/kubernetes/kubestate-exporter.yml '
        'dist/rules/linkerd/embedded-exporter.yml dist/rules/litellm/embedded-exporter.yml '
        'dist/rules/loki/embedded-exporter.yml dist/rules/meilisearch/embedded-exporter.yml '
        'dist/rules/memcached/memcached-exporter.yml dist/rules/minio/embedded-exporter.yml '
        'dist/rules/mysql/mysqld-exporter.yml dist/rules/nats/nats-exporter.yml '
        'dist/rules/netdata/embedded-exporter.yml dist/rules/nginx/knyar-nginx-exporter.yml '
        'dist/rules/nomad/embedded-exporter.yml dist/rules/openebs/embedded-exporter.yml '
        'dist/rules/opensearch/opensearch-project-opensearch-prometheus-exporter.yml '
        'dist/rules/openstack/openstack-exporter.yml '
        'dist/rules/opentelemetry-collector/embedded-exporter.yml '
        'dist/rules/oracle-database/iamseth-oracledb-exporter.yml '
        'dist/rules/patroni/embedded-exporter-patroni.yml '
        'dist/rules/pgbouncer/spreaker-pgbouncer-exporter.yml dist/rules/php-fpm/bakins-fpm-exporter.yml '
        'dist/rules/postgresql/postgres-exporter.yml dist/rules/process-exporter/process-exporter.yml '
        'dist/rules/prometheus-self-monitoring/embedded-exporter.yml '
        'dist/rules/promtail/embedded-exporter.yml dist/rules/proxmox-ve/prometheus-pve-exporter.yml '
        'dist/rules/pulsar/embedded-exporter.yml dist/rules/python/python-exporter.yml '
        'dist/rules/rabbitmq/kbudde-rabbitmq-exporter.yml dist/rules/rabbitmq/rabbitmq-exporter.yml '
        'dist/rules/redis/oliver006-redis-exporter.yml dist/rules/ruby/ruby-exporter.yml '
        'dist/rules/s.m.a.r.t-device-monitoring/smartctl-exporter.yml '
        'dist/rules/sidekiq/strech-sidekiq-exporter.yml dist/rules/snmp/snmp-exporter.yml '
        'dist/rules/solr/embedded-exporter.yml dist/rules/speedtest/nlamirault-speedtest-exporter.yml '
        'dist/rules/spinnaker/embedded-exporter.yml dist/rules/sql-server/ozarklake-mssql-exporter.yml '
        'dist/rules/systemd/systemd-exporter.yml dist/rules/traefik/embedded-exporter-v1.yml '
        'dist/rules/traefik/embedded-exporter-v2.yml dist/rules/vmware/pryorda-vmware-exporter.yml '
        'dist/rules/windows-server/windows-exporter.yml '
        'dist/rules/wireguard/mindflavor-prometheus-wireguard-exporter.yml dist/rules/zfs/node-exporter.yml '
        'dist/rules/zfs/zfs_exporter.yml dist/rules/zookeeper/cloudflare-kafka-zookeeper-exporter.yml '
        'dist/rules/zookeeper/dabealu-zookeeper-exporter.yml'
    ),
    'dist/rules/gitlab-ci': (
        'gitaly.yml gitlab-built-in-exporter.yml workhorse.yml'
    ),
    'dist/rules/mongodb': (
        'dcu-mongodb-exporter.yml percona-mongodb-exporter.yml stefanprodan-mgob-exporter.yml'
    ),
    'dist/rules/thanos': (
        'thanos-bucket-replicate.yml thanos-compactor.yml thanos-component-absent.yml thanos-query.yml '
        'thanos-receiver.yml thanos-ruler.yml thanos-sidecar.yml thanos-store.yml'
    ),
}


APA_RULES_OTHER = {
    '': (
        '.gitignore .travis.yml CLAUDE.md CONTRIBUTING.md LICENSE README.md package.json .github/FUNDING.yml '
        '.github/dependabot.yml _data/rules.yml dist/template.yml site/src/env.d.ts '
        'site/src/layouts/BaseLayout.astro site/src/layouts/GuideLayout.astro '
        'site/src/pages/rules/index.astro site/src/pages/rules/[group]/[service].astro '
        'site/src/pages/rules/[group]/index.astro site/src/scripts/pipe.ts site/src/scripts/sponsor.ts '
        'site/src/styles/global.css'
    ),
    '.github/workflows': (
        'dependabot-automerge.yaml deploy.yml publish.yml site.yml test.yml'
    ),
    'site': (
        '.gitignore CLAUDE.md LICENSE astro.config.mjs eslint.config.js package-lock.json package.json '
        'tsconfig.json'
    ),
    'site/public': (
        'favicon.svg manifest.json robots.txt'
    ),
    'site/public/images': (
        'awesome.png grafana-map-panel.png prometheus-logo.png sponsor-betterstack.png sponsor-cast-ai.png '
        'sponsor-victoriametrics.png'
    ),
    'site/public/images/services': (
        'apache-flink.svg apache-spark.svg apache.svg apc-ups.svg argocd.svg aws-cloudwatch.svg azure.svg '
        'blackbox.svg caddy.svg cassandra.svg ceph.svg cert-manager.svg cilium.svg clickhouse.svg '
        'cloudflare.svg consul.svg coredns.svg cortex.svg couchdb.svg digitalocean.svg docker-containers.svg '
        'ebpf.svg elasticsearch.svg envoy.svg etcd.svg fluxcd.svg freeswitch.svg gitlab-ci.svg golang.svg '
        'google-cloud-stackdriver.svg grafana-alloy.svg grafana-mimir.svg grafana-tempo.svg graph-node.svg '
        'hadoop.svg haproxy.svg hashicorp-vault.svg host-and-hardware.svg ipmi.svg istio.svg jaeger.svg '
        'jenkins.svg juniper.png jvm.svg kafka.svg keycloak.svg kubernetes.svg linkerd.svg litellm.svg '
        'loki.svg meilisearch.svg memcached.svg minio.svg mongodb.svg mysql.svg nats.svg netdata.svg '
        'nginx.svg nomad.svg openebs.svg opensearch.svg openstack.svg opentelemetry-collector.svg '
        'oracle-database.svg patroni.svg pgbouncer.svg php-fpm.svg postgresql.svg process-exporter.svg '
        'prometheus-self-monitoring.svg promtail.svg proxmox-ve.svg pulsar.svg python.svg rabbitmq.svg '
        'redis.svg ruby.svg s-m-a-r-t-device-monitoring.svg sidekiq.svg snmp.svg solr.svg speedtest.svg '
        'spinnaker.svg sql-server.svg ssl-tls.svg systemd.svg thanos.svg traefik.svg vmware.svg '
        'windows-server.svg wireguard.svg zfs.svg zookeeper.svg'
    ),
    'site/src/components': (
        'Breadcrumbs.astro CautionBanner.astro CopyButton.astro ExporterSection.astro Footer.astro '
        'Header.astro RuleCard.astro SEO.astro SearchOverlay.astro ServiceCard.astro ServiceLogo.astro '
        'SeverityBadge.astro Sidebar.astro StarToast.astro StatsBar.astro ThemeToggle.astro posthog.astro'
    ),
    'site/src/data': (
        'github.ts monochromeLogos.ts rules.ts site.ts sponsors.ts'
    ),
    'site/src/pages': (
        'alertmanager.astro alertmanager.html.astro blackbox-exporter.astro blackbox-exporter.html.astro '
        'index.astro llms-full.txt.ts llms.txt.ts rules.html.astro sleep-peacefully.astro '
        'sleep-peacefully.html.astro'
    ),
}


ANTENNAPOD_STRINGS_KIND = {
    '': (
        'ui/i18n/src/main/res/values-ar/strings.xml ui/i18n/src/main/res/values-ast/strings.xml '
        'ui/i18n/src/main/res/values-az/strings.xml ui/i18n/src/main/res/values-be/strings.xml '
        'ui/i18n/src/main/res/values-bg/strings.xml ui/i18n/src/main/res/values-bn/strings.xml '
        'ui/i18n/src/main/res/values-br/strings.xml ui/i18n/src/main/res/values-ca/strings.xml '
        'ui/i18n/src/main/res/values-cs/strings.xml ui/i18n/src/main/res/values-da/strings.xml '
        'ui/i18n/src/main/res/values-de/strings.xml ui/i18n/src/main/res/values-el/strings.xml '
        'ui/i18n/src/main/res/values-es/strings.xml ui/i18n/src/main/res/values-et/strings.xml '
        'ui/i18n/src/main/res/values-eu/strings.xml ui/i18n/src/main/res/values-fa/strings.xml '
        'ui/i18n/src/main/res/values-fi/strings.xml ui/i18n/src/main/res/values-fil/strings.xml '
        'ui/i18n/src/main/res/values-fr/strings.xml ui/i18n/src/main/res/values-ga/strings.xml '
        'ui/i18n/src/main/res/values-gl/strings.xml ui/i18n/src/main/res/values-hi/strings.xml '
        'ui/i18n/src/main/res/values-hu/strings.xml ui/i18n/src/main/res/values-in/strings.xml '
        'ui/i18n/src/main/res/values-it/strings.xml ui/i18n/src/main/res/values-iw/strings.xml '
        'ui/i18n/src/main/res/values-ja/strings.xml ui/i18n/src/main/res/values-kn-rIN/strings.xml '
        'ui/i18n/src/main/res/values-ko/strings.xml ui/i18n/src/main/res/values-lt/strings.xml '
        'ui/i18n/src/main/res/values-mk/strings.xml ui/i18n/src/main/res/values-ml/strings.xml '
        'ui/i18n/src/main/res/values-nb/strings.xml ui/i18n/src/main/res/values-nl/strings.xml '
        'ui/i18n/src/main/res/values-pl/strings.xml ui/i18n/src/main/res/values-pt/strings.xml '
        'ui/i18n/src/main/res/values-pt-rBR/strings.xml ui/i18n/src/main/res/values-ro/strings.xml '
        'ui/i18n/src/main/res/values-ru/strings.xml ui/i18n/src/main/res/values-sc/strings.xml '
        'ui/i18n/src/main/res/values-sk/strings.xml ui/i18n/src/main/res/values-sl/strings.xml '
        'ui/i18n/src/main/res/values-sr/strings.xml ui/i18n/src/main/res/values-sv/strings.xml '
        'ui/i18n/src/main/res/values-sw/strings.xml ui/i18n/src/main/res/values-te/strings.xml '
        'ui/i18n/src/main/res/values-tr/strings.xml ui/i18n/src/main/res/values-tt/strings.xml '
        'ui/i18n/src/main/res/values-uk/strings.xml ui/i18n/src/main/res/values-vi/strings.xml '
        'ui/i18n/src/main/res/values-zh-rCN/strings.xml ui/i18n/src/main/res/values-zh-rTW/strings.xml'
    ),
}


ANTENNAPOD_STRINGS_OTHER = {
    '': (
        'ui/app-start-intent/src/main/res/values/pending_intent.xml ui/chapters/README.md '
        'ui/chapters/src/main/java/de/danoeh/antennapod/ui/chapters/ChapterUtils.java '
        'ui/chapters/src/test/java/de/danoeh/antennapod/ui/chapters/ChapterUtilsTest.java '
        'ui/common/README.md ui/common/src/debug/res/mipmap-hdpi/ic_launcher_foreground.png '
        'ui/common/src/debug/res/mipmap-mdpi/ic_launcher_foreground.png '
        'ui/common/src/debug/res/mipmap-xhdpi/ic_launcher_background.png '
        'ui/common/src/debug/res/mipmap-xhdpi/ic_launcher_foreground.png '
        'ui/common/src/debug/res/mipmap-xxxhdpi/ic_launcher_monochrome.png '
        'ui/common/src/main/res/anim/fade_in.xml ui/common/src/main/res/anim/fade_out.xml '
        'ui/common/src/main/res/color/button_bg_selector.xml '
        'ui/common/src/main/res/drawable-nodpi/launcher_animate_wave1.png '
        'ui/common/src/main/res/layout/preference_material_switch.xml '
        'ui/common/src/main/res/layout/toolbar_activity.xml '
        'ui/common/src/main/res/mipmap-anydpi-v26/ic_launcher.xml '
        'ui/common/src/main/res/mipmap-hdpi/ic_launcher.png '
        'ui/common/src/main/res/mipmap-mdpi/ic_launcher_background.png '
        'ui/common/src/main/res/mipmap-mdpi/ic_launcher_foreground.png '
        'ui/common/src/main/res/mipmap-xhdpi/ic_launcher.png '
        'ui/common/src/main/res/mipmap-xhdpi/ic_launcher_background.png '
        'ui/common/src/main/res/mipmap-xxhdpi/ic_launcher_foreground.png '
        'ui/common/src/main/res/mipmap-xxxhdpi/ic_launcher.png ui/discovery/README.md '
        'ui/discovery/src/main/java/de/danoeh/antennapod/ui/discovery/FeedDiscoverAdapter.java '
        'ui/discovery/src/main/java/de/danoeh/antennapod/ui/discovery/OnlineSearchAdapter.java '
        'ui/discovery/src/main/res/menu/countries_menu.xml ui/echo/README.md '
        'ui/echo/src/main/java/de/danoeh/antennapod/ui/echo/EchoActivity.java '
        'ui/echo/src/main/java/de/danoeh/antennapod/ui/echo/EchoProgress.java '
        'ui/echo/src/main/res/drawable-nodpi/echo.png ui/echo/src/main/res/font/sarabun_regular.ttf '
        'ui/echo/src/main/res/font/sarabun_semi_bold.ttf ui/echo/src/main/res/layout/echo_activity.xml '
        'ui/episodes/src/main/java/de/danoeh/antennapod/ui/episodes/TimeSpeedConverter.java '
        'ui/glide/build.gradle ui/i18n/README.md ui/i18n/lint.xml ui/i18n/src/main/res/values/strings.xml '
        'ui/notifications/README.md '
        'ui/notifications/src/main/java/de/danoeh/antennapod/ui/notifications/NotificationUtils.java '
        'ui/notifications/src/main/res/drawable-hdpi/ic_notification.png '
        'ui/notifications/src/main/res/drawable-hdpi/ic_notification_new.png '
        'ui/notifications/src/main/res/drawable-xhdpi/ic_notification.png '
        'ui/notifications/src/main/res/drawable-xhdpi/ic_notification_new.png '
        'ui/notifications/src/main/res/drawable-xxhdpi/ic_notification.png '
        'ui/notifications/src/main/res/drawable-xxxhdpi/ic_notification_new.png ui/preferences/README.md '
        'ui/preferences/src/main/java/de/danoeh/antennapod/ui/preferences/screen/AnimatedPreferenceFragment.java '
        'ui/preferences/src/main/java/de/danoeh/antennapod/ui/preferences/screen/AutoDownloadPreferencesFragment.java '
        'ui/preferences/src/main/java/de/danoeh/antennapod/ui/preferences/screen/about/ContributorsPagerFragment.java '
        'ui/preferences/src/main/java/de/danoeh/antennapod/ui/preferences/screen/about/DevelopersFragment.java '
        'ui/preferences/src/main/java/de/danoeh/antennapod/ui/preferences/screen/bugreport/BugReportViewModel.java '
        'ui/preferences/src/main/java/de/danoeh/antennapod/ui/preferences/screen/downloads/DataFolderAdapter.java '
        'ui/preferences/src/main/res/values/arrays.xml ui/statistics/build.gradle '
        'ui/statistics/src/main/java/de/danoeh/antennapod/ui/statistics/PieChartView.java '
        'ui/statistics/src/main/java/de/danoeh/antennapod/ui/statistics/StatisticsFragment.java '
        'ui/statistics/src/main/java/de/danoeh/antennapod/ui/statistics/downloads/DownloadStatisticsFragment.java '
        'ui/statistics/src/main/java/de/danoeh/antennapod/ui/statistics/downloads/DownloadStatisticsListAdapter.java '
        'ui/statistics/src/main/java/de/danoeh/antennapod/ui/statistics/feed/FeedStatisticsFragment.java '
        'ui/statistics/src/main/java/de/danoeh/antennapod/ui/statistics/subscriptions/PlaybackStatisticsListAdapter.java '
        'ui/statistics/src/main/java/de/danoeh/antennapod/ui/statistics/subscriptions/SubscriptionStatisticsFragment.java '
        'ui/statistics/src/main/java/de/danoeh/antennapod/ui/statistics/years/BarChartView.java '
        'ui/statistics/src/main/java/de/danoeh/antennapod/ui/statistics/years/YearsStatisticsFragment.java '
        'ui/statistics/src/main/res/menu/statistics.xml '
        'ui/transcript/src/main/java/de/danoeh/antennapod/ui/transcript/TranscriptUtils.java '
        'ui/widget/build.gradle ui/widget/src/main/java/de/danoeh/antennapod/ui/widget/PlayerWidget.java '
        'ui/widget/src/main/java/de/danoeh/antennapod/ui/widget/WidgetUpdaterWorker.java '
        'ui/widget/src/main/res/drawable-hdpi/ic_widget_preview.png '
        'ui/widget/src/main/res/layout/player_widget.xml'
    ),
    'ui/app-start-intent/src/main/java/de/danoeh/antennapod/ui/appstartintent': (
        'MediaButtonStarter.java PlaybackSpeedActivityStarter.java VideoPlayerActivityStarter.java'
    ),
    'ui/common/src/main/java/de/danoeh/antennapod/ui/common': (
        'CircularProgressBar.java ClipboardUtils.java Converter.java ImagePlaceholder.java IntentUtils.java '
        'Keyboard.java OnCollapseChangeListener.java PagedToolbarFragment.java ThemeSwitcher.java '
        'ToolbarActivity.java WrappingGridView.java'
    ),
    'ui/common/src/main/res/drawable': (
        'bg_circle.xml bg_pill.xml bg_pill_translucent.xml ic_appearance.xml ic_arrow_full_down.xml '
        'ic_arrow_right_white.xml ic_chapter_prev.xml ic_chart_box.xml ic_close.xml ic_close_white.xml '
        'ic_cloud.xml ic_contribute.xml ic_delete_auto.xml ic_download.xml ic_download_black.xml '
        'ic_fast_forward_video_white.xml ic_fast_rewind.xml ic_feed.xml ic_filter_white.xml ic_history.xml '
        'ic_info.xml ic_mark_played.xml ic_minus.xml ic_paperclip.xml ic_pause.xml ic_pause_black.xml '
        'ic_pause_video_white.xml ic_pencil.xml ic_playlist_play.xml ic_playlist_play_black.xml '
        'ic_policy.xml ic_questionmark.xml ic_refresh.xml ic_refresh_black.xml ic_replay.xml '
        'ic_rounded_corner_left.xml ic_rounded_corner_right.xml ic_search.xml ic_settings.xml ic_shuffle.xml '
        'ic_skip_48dp.xml ic_sleep_off.xml ic_star.xml ic_subscriptions.xml ic_subscriptions_black.xml '
        'ic_tag.xml ic_web.xml launcher_animate.xml scrollbar_thumb_light.xml '
        'scrollbar_thumb_pressed_dark.xml scrollbar_thumb_pressed_light.xml transcript.xml'
    ),
    'ui/common/src/main/res/values': (
        'attrs.xml dimens.xml styleable.xml styles.xml'
    ),
    'ui/discovery/src/main/res/layout': (
        'fragment_online_search.xml online_search_listitem.xml quick_feed_discovery.xml '
        'quick_feed_discovery_item.xml select_country_dialog.xml'
    ),
    'ui/echo/src/main/java/de/danoeh/antennapod/ui/echo/background': (
        'BubbleBackground.java FinalShareBackground.java StripesBackground.java'
    ),
    'ui/echo/src/main/java/de/danoeh/antennapod/ui/echo/screen': (
        'HoarderScreen.java HoursPlayedScreen.java QueueScreen.java ThanksScreen.java'
    ),
    'ui/glide/src/main/java/de/danoeh/antennapod/ui/glide': (
        'ApGlideModule.java ApOkHttpUrlLoader.java AudioCoverFetcher.java FastBlurTransformation.java '
        'MetadataRetrieverLoader.java NoHttpStringLoader.java'
    ),
    'ui/notifications/src/main/res/drawable': (
        'ic_notification_cancel.xml ic_notification_pause.xml ic_notification_sleep.xml '
        'ic_notification_sleep_off.xml ic_notification_sync.xml ic_notification_sync_error.xml'
    ),
    'ui/preferences/src/main/assets': (
        'LICENSE_JSOUP.txt developers.csv licenses.xml'
    ),
    'ui/preferences/src/main/java/de/danoeh/antennapod/ui/preferences/screen/synchronization': (
        'AuthenticationDialog.java GpodderAuthenticationFragment.java '
        'SynchronizationPreferencesFragment.java'
    ),
    'ui/preferences/src/main/res/drawable-nodpi': (
        'gpodder_icon.png nextcloud_logo.png theme_preview_dark.png theme_preview_light.png '
        'theme_preview_system.png'
    ),
    'ui/preferences/src/main/res/layout': (
        'alertdialog_sync_provider_chooser.xml gpodnetauth_device.xml nextcloud_auth_dialog.xml '
        'settings_activity.xml theme_preference.xml'
    ),
    'ui/preferences/src/main/res/xml': (
        'preferences.xml preferences_about.xml preferences_auto_deletion.xml preferences_downloads.xml '
        'preferences_import_export.xml preferences_parental_control.xml preferences_synchronization.xml '
        'preferences_user_interface.xml'
    ),
    'ui/statistics/src/main/res/layout': (
        'feed_statistics.xml feed_statistics_card.xml feed_statistics_dialog.xml statistics_fragment.xml '
        'statistics_listitem.xml statistics_listitem_total.xml'
    ),
    'ui/widget/src/main/res/drawable': (
        'ic_widget_fast_forward.xml ic_widget_pause.xml ic_widget_playback_speed.xml'
    ),
}


QBT_LANG_KIND = {
    'src/lang': (
        'qbittorrent_ar.ts qbittorrent_az@latin.ts qbittorrent_be.ts qbittorrent_bg.ts qbittorrent_bs.ts '
        'qbittorrent_ca.ts qbittorrent_cs.ts qbittorrent_da.ts qbittorrent_de.ts qbittorrent_el.ts '
        'qbittorrent_en.ts qbittorrent_en_AU.ts qbittorrent_en_GB.ts qbittorrent_eo.ts qbittorrent_es.ts '
        'qbittorrent_et.ts qbittorrent_eu.ts qbittorrent_fa.ts qbittorrent_fi.ts qbittorrent_fr.ts '
        'qbittorrent_gl.ts qbittorrent_he.ts qbittorrent_hi_IN.ts qbittorrent_hr.ts qbittorrent_hu.ts '
        'qbittorrent_hy.ts qbittorrent_id.ts qbittorrent_is.ts qbittorrent_it.ts qbittorrent_ja.ts '
        'qbittorrent_ka.ts qbittorrent_kk.ts qbittorrent_ko.ts qbittorrent_lt.ts qbittorrent_ltg.ts '
        'qbittorrent_lv_LV.ts qbittorrent_mn_MN.ts qbittorrent_ms_MY.ts qbittorrent_nb.ts '
        'qbittorrent_ne_NP.ts qbittorrent_nl.ts qbittorrent_oc.ts qbittorrent_pl.ts qbittorrent_pt_BR.ts '
        'qbittorrent_pt_PT.ts qbittorrent_ro.ts qbittorrent_ru.ts qbittorrent_sk.ts qbittorrent_sl.ts '
        'qbittorrent_sq.ts qbittorrent_sr.ts qbittorrent_sr@latin.ts qbittorrent_sv.ts qbittorrent_th.ts '
        'qbittorrent_tr.ts qbittorrent_uk.ts qbittorrent_uz@Latn.ts qbittorrent_vi.ts qbittorrent_zh_CN.ts '
        'qbittorrent_zh_HK.ts qbittorrent_zh_TW.ts'
    ),
}


QBT_LANG_OTHER = {
    '': (
        '.gitattributes .pre-commit-config.yaml 5B7CC9A2.asc AGENTS.md AUTHORS COPYING COPYING.GPLv2 '
        'COPYING.GPLv3 README.md WebAPI_Changelog.md build_dist.sh codingStyleQtCreator.xml '
        'src/lang/TRANSLATION_INSTRUCTIONS src/lang/lang.qrc src/searchengine/.gitignore '
        'src/searchengine/README.md'
    ),
    'src/app': (
        'applicationinstancemanager.cpp cmdoptions.cpp cmdoptions.h legalnotice.cpp legalnotice.h '
        'localpeer.cpp localpeer.h main.cpp signalhandler.h stacktrace.cpp upgrade.cpp'
    ),
    'src/base': (
        'CMakeLists.txt addtorrentmanager.cpp addtorrentmanager.h algorithm.h applicationcomponent.cpp '
        'applicationcomponent.h asyncfilestorage.cpp freediskspacechecker.cpp keyvaluedatastorage.h '
        'logger.cpp pathfwd.h preferences.h profile.cpp profile.h settingsstorage.h settingvalue.h '
        'tagset.cpp tagset.h torrentfileguard.cpp torrentfileguard.h torrentfileswatcher.cpp types.h '
        'unicodestrings.h version.h.in'
    ),
    'src/gui': (
        'addnewtorrentdialog.cpp addnewtorrentdialog.h addnewtorrentdialog.ui addtorrentparamswidget.cpp '
        'addtorrentparamswidget.h advancedsettings.cpp advancedsettings.h autoexpandabledialog.cpp '
        'autoexpandabledialog.h banlistoptionsdialog.h cookiesdialog.cpp cookiesdialog.ui cookiesmodel.cpp '
        'cookiesmodel.h deletionconfirmationdialog.cpp deletionconfirmationdialog.h '
        'deletionconfirmationdialog.ui desktopintegration.cpp desktopintegration.h executionlogwidget.h '
        'executionlogwidget.ui filtermode.h filterpatternformatmenu.cpp filterpatternformatmenu.h '
        'flowlayout.cpp flowlayout.h fspathedit.h fspathedit_p.cpp fspathedit_p.h gpl.html '
        'guiaddtorrentmanager.cpp hidabletabwidget.h ipsubnetwhitelistoptionsdialog.h lineedit.cpp '
        'lineedit.h mainwindow.cpp mainwindow.ui optionsdialog.ui previewlistdelegate.cpp '
        'previewselectdialog.h previewselectdialog.ui programupdater.cpp raisedmessagebox.cpp '
        'raisedmessagebox.h shutdownconfirmdialog.cpp shutdownconfirmdialog.h speedlimitdialog.ui '
        'stacktracedialog.cpp stacktracedialog.h stacktracedialog.ui statusbar.cpp statusbar.h thanks.html '
        'torrentcategorydialog.ui torrentcontentfiltermodel.cpp torrentcontentitemdelegate.cpp '
        'torrentcontentlayoutdialog.h torrentcontentlayoutmodel.cpp torrentcontentmodel.cpp '
        'torrentcontentmodel.h torrentcontentmodelfile.cpp torrentcontentmodelfile.h '
        'torrentcontentmodelfolder.cpp torrentcontentmodelfolder.h torrentcontentmodelitem.cpp '
        'torrentcontentwidget.cpp torrentcontentwidget.h torrentcreatordialog.ui torrentoptionsdialog.h '
        'torrentoptionsdialog.ui torrentsharelimitswidget.h torrenttagsdialog.h trackerentriesdialog.cpp '
        'trackerentriesdialog.ui trackersadditiondialog.cpp trackersadditiondialog.h '
        'transferlistdelegate.cpp transferlistdelegate.h transferlistfilterswidget.cpp '
        'transferlistfilterswidget.h transferlistfilterswidgetitem.cpp transferlistfilterswidgetitem.h '
        'transferlistmodel.h transferlistsortmodel.cpp transferlistsortmodel.h transferlistwidget.cpp '
        'tristatewidget.h uithemecommon.h uithemedialog.ui uithememanager.h watchedfolderoptionsdialog.cpp '
        'watchedfolderoptionsdialog.h watchedfoldersmodel.cpp watchedfoldersmodel.h windowstate.h'
    ),
    'src/icons': (
        'application-rss.svg application-url.svg browser-cookies.svg chart-line.svg checked-completed.svg '
        'connected.svg disconnected.svg download.svg edit-find.svg edit-rename.svg filter-all.svg '
        'folder-new.svg folder-remote.svg force-recheck.svg go-top.svg icons.qrc insert-link.svg '
        'list-add.svg list-remove.svg loading.svg mail-inbox.svg mascot.png name.svg network-server.svg '
        'pause-session.svg paused.svg plugins.svg preferences-desktop.svg preferences-webui.svg '
        'qbittorrent-tray-dark.svg qbittorrent-tray.svg qbittorrent_file.ico queued.svg security-high.svg '
        'security-low.svg set-location.svg slow.svg stalledDL.svg stalledUP.svg system-log-out.svg '
        'task-complete.svg task-reject.svg torrent-magnet.svg torrent-start-forced.svg torrent-stop.svg '
        'tracker-warning.svg trackers.svg upload.svg view-categories.svg wallet-open.svg'
    ),
    'src/webui': (
        'CMakeLists.txt searchjobmanager.cpp searchjobmanager.h webapplication.cpp'
    ),
}


QBT_WEBUI_KIND = {
    'src/webui/www/translations': (
        'webui_ar.ts webui_az@latin.ts webui_be.ts webui_bg.ts webui_bs.ts webui_ca.ts webui_cs.ts '
        'webui_da.ts webui_de.ts webui_el.ts webui_en.ts webui_en_AU.ts webui_en_GB.ts webui_eo.ts '
        'webui_es.ts webui_et.ts webui_eu.ts webui_fa.ts webui_fi.ts webui_fr.ts webui_gl.ts webui_he.ts '
        'webui_hi_IN.ts webui_hr.ts webui_hu.ts webui_hy.ts webui_id.ts webui_is.ts webui_it.ts webui_ja.ts '
        'webui_ka.ts webui_kk.ts webui_ko.ts webui_lt.ts webui_ltg.ts webui_lv_LV.ts webui_mn_MN.ts '
        'webui_ms_MY.ts webui_nb.ts webui_ne_NP.ts webui_nl.ts webui_oc.ts webui_pl.ts webui_pt_BR.ts '
        'webui_pt_PT.ts webui_ro.ts webui_ru.ts webui_sk.ts webui_sl.ts webui_sq.ts webui_sr.ts '
        'webui_sr@latin.ts webui_sv.ts webui_th.ts webui_tr.ts webui_uk.ts webui_uz@Latn.ts webui_vi.ts '
        'webui_zh_CN.ts webui_zh_HK.ts webui_zh_TW.ts'
    ),
}


QBT_WEBUI_OTHER = {
    '': (
        'src/base/3rdparty/lua/include/lua/lua.hpp src/base/3rdparty/luabridge/LuaBridge/detail/LuaHelpers.h '
        'src/base/http/responsewriterimpl.cpp src/base/plugins/pluginsengine.h '
        'src/base/rss/rss_autodownloadrule.cpp src/base/rss/rss_folder.h '
        'src/base/search/searchpluginmanager.cpp src/gui/interfaces/iguiapplication.h '
        'src/gui/macosdockbadge/badgeview.h src/gui/notifications/dbusnotifier.cpp '
        'src/gui/powermanagement/inhibitordbus.cpp src/gui/properties/proptabbar.h '
        'src/gui/search/searchjobwidget.ui src/gui/search/searchwidget.ui '
        'src/gui/transferlistfilters/categoryfilterproxymodel.cpp src/searchengine/nova3/__init__.py '
        'src/webui/www/private/scripts/prop-files.js src/webui/www/private/scripts/torrent-content.js '
        'src/webui/www/private/views/confirmAutoTMM.html src/webui/www/public/index.html '
        'src/webui/www/public/robots.txt src/webui/www/public/scripts/login.js '
        'src/webui/www/translations/webui_translations.qrc'
    ),
    'src/base': (
        'addtorrentmanager.cpp pathfwd.h settingvalue.h tag.h torrentfilter.cpp'
    ),
    'src/base/3rdparty/lua/src': (
        'lauxlib.c lcorolib.c loadlib.c lstate.h lstring.c ltm.h'
    ),
    'src/base/bittorrent': (
        'addtorrentparams.cpp bencoderesumedatastorage.h downloadpathoption.h nativesessionextension.cpp '
        'peerinfo.h portforwarderimpl.cpp speedmonitor.cpp torrent.cpp torrentcontenthandler.h '
        'torrentcreationtask.cpp'
    ),
    'src/base/utils': (
        'io.cpp misc.h net.cpp'
    ),
    'src/gui': (
        'aboutdialog.h addtorrentparamswidget.h deletionconfirmationdialog.h executionlogwidget.h '
        'mainwindow.cpp previewlistdelegate.h shutdownconfirmdialog.ui speedlimitdialog.ui statusbar.h '
        'torrentcategorydialog.cpp torrentcontentmodel.h torrentsharelimitswidget.h torrenttagsdialog.ui '
        'trackerentriesdialog.cpp transferlistdelegate.h transferlistfilterswidgetitem.h '
        'transferlistsortmodel.cpp transferlistwidget.cpp transferlistwidget.h uithemedialog.ui '
        'uithemesource.h utils.cpp watchedfolderoptionsdialog.ui'
    ),
    'src/gui/rss': (
        'articlelistwidget.cpp feedlistwidget.h rssfeeddialog.h'
    ),
    'src/icons': (
        'application-exit.svg downloading.svg edit-find.svg error.svg filter-active.svg help-contents.svg '
        'ip-blocked.svg peers.svg qbittorrent-tray.svg tags.svg torrent-magnet.svg trackerless.svg '
        'view-statistics.svg'
    ),
    'src/icons/flags': (
        'at.svg bb.svg bh.svg eac.svg es.svg ga.svg gb-eng.svg gh.svg gy.svg hm.svg je.svg jp.svg kp.svg '
        'li.svg ly.svg mn.svg mo.svg np.svg sh-ac.svg sm.svg st.svg td.svg to.svg tw.svg tz.svg'
    ),
    'src/lang': (
        'qbittorrent_az@latin.ts qbittorrent_eo.ts qbittorrent_gl.ts qbittorrent_mn_MN.ts '
        'qbittorrent_sr@latin.ts'
    ),
    'src/webui': (
        'CMakeLists.txt clientdatastorage.cpp clientdatastorage.h searchjobmanager.cpp searchjobmanager.h '
        'webapplication.cpp webapplication.h websession.cpp websession.h webui.cpp webui.h'
    ),
    'src/webui/api': (
        'appcontroller.cpp logcontroller.cpp rsscontroller.cpp'
    ),
    'src/webui/www': (
        '.gitignore .htmlvalidate.mjs .jsbeautifyrc .prettierignore README.md eslint.config.mjs package.json '
        'stylelint.config.mjs tstool.py webui.qrc'
    ),
    'src/webui/www/private': (
        'addpeers.html addtorrent.html addtrackers.html addwebseeds.html confirmaddtorrents.html '
        'confirmfeeddeletion.html confirmruleclear.html confirmruledeletion.html confirmtrackerdeletion.html '
        'download.html editfeedurl.html edittracker.html editwebseed.html index.html newcategory.html '
        'newfeed.html newfolder.html newrule.html newtag.html rename.html rename_feed.html rename_file.html '
        'rename_files.html rename_rule.html setlocation.html shareratio.html speedlimit.html'
    ),
    'src/webui/www/private/images': (
        'edit-rename.svg help-about.svg mail-inbox.svg name.svg preferences-advanced.svg '
        'preferences-bittorrent.svg toolbox-divider.svg tracker-warning.svg'
    ),
    'src/webui/www/private/images/flags': (
        'bb.svg bg.svg bm.svg bw.svg dm.svg fj.svg gh.svg kn.svg kw.svg lc.svg me.svg mm.svg mq.svg mw.svg '
        'mx.svg ng.svg pm.svg ro.svg sh-ac.svg sh-hl.svg sx.svg tj.svg tk.svg ug.svg vi.svg'
    ),
}


KRATOS_MIGRATIONS_KIND = {
    'persistence/sql/migrations/sql': (
        '20191100000001000003_identities.mysql.down.sql 20191100000001000005_identities.mysql.up.sql '
        '20191100000001000005_identities.postgres.down.sql 20191100000002000000_requests.sqlite3.down.sql '
        '20191100000002000001_requests.sqlite3.down.sql 20191100000002000002_requests.sqlite3.up.sql '
        '20191100000003000000_sessions.cockroach.up.sql 20191100000005000001_identities.mysql.up.sql '
        '20191100000006000000_courier.postgres.up.sql 20191100000007000003_errors.sqlite3.down.sql '
        '20191100000008000000_selfservice_verification.cockroach.down.sql '
        '20191100000008000001_selfservice_verification.sqlite3.up.sql '
        '20191100000009000001_verification.mysql.up.sql 20191100000010000001_errors.cockroach.up.sql '
        '20191100000010000001_errors.postgres.up.sql 20191100000010000003_errors.sqlite3.up.sql '
        '20191100000011000003_courier_body_type.sqlite3.down.sql '
        '20200317160354000000_create_profile_request_forms.mysql.up.sql '
        '20200317160354000000_create_profile_request_forms.postgres.up.sql '
        '20200317160354000002_create_profile_request_forms.mysql.down.sql '
        '20200317160354000003_create_profile_request_forms.cockroach.down.sql '
        '20200317160354000003_create_profile_request_forms.sqlite3.up.sql '
        '20200401183443000000_continuity_containers.cockroach.up.sql '
        '20200402142539000001_rename_profile_flows.mysql.down.sql '
        '20200402142539000002_rename_profile_flows.mysql.up.sql '
        '20200402142539000002_rename_profile_flows.postgres.up.sql '
        '20200519101057000000_create_recovery_addresses.cockroach.down.sql '
        '20200519101057000001_create_recovery_addresses.mysql.down.sql '
        '20200519101057000001_create_recovery_addresses.postgres.down.sql '
        '20200519101057000003_create_recovery_addresses.sqlite3.up.sql '
        '20200519101057000004_create_recovery_addresses.sqlite3.up.sql '
        '20200519101057000005_create_recovery_addresses.sqlite3.up.sql '
        '20200519101057000007_create_recovery_addresses.postgres.down.sql '
        '20200601101000000000_create_messages.postgres.down.sql 20200605111551000000_messages.mysql.up.sql '
        '20200605111551000007_messages.sqlite3.down.sql 20200605111551000011_messages.sqlite3.down.sql '
        '20200607165100000000_settings.postgres.up.sql 20200810141652000002_flow_type.mysql.down.sql '
        '20200810141652000005_flow_type.sqlite3.down.sql 20200810141652000005_flow_type.sqlite3.up.sql '
        '20200810141652000009_flow_type.sqlite3.up.sql 20200810141652000012_flow_type.sqlite3.up.sql '
        '20200810141652000015_flow_type.sqlite3.up.sql 20200810161022000000_flow_rename.cockroach.down.sql '
        '20200810161022000001_flow_rename.mysql.down.sql 20200810161022000002_flow_rename.postgres.up.sql '
        '20200810161022000005_flow_rename.mysql.up.sql 20200810161022000006_flow_rename.mysql.down.sql '
        '20200810161022000006_flow_rename.postgres.down.sql 20200810161022000006_flow_rename.sqlite3.up.sql '
        '20200810161022000007_flow_rename.cockroach.up.sql 20200810161022000007_flow_rename.postgres.up.sql '
        '20200810161022000008_flow_rename.postgres.up.sql '
        '20200812124254000000_add_session_token.postgres.up.sql '
        '20200812124254000001_add_session_token.mysql.down.sql '
        '20200812124254000001_add_session_token.mysql.up.sql '
        '20200812124254000001_add_session_token.postgres.up.sql '
        '20200812124254000003_add_session_token.sqlite3.down.sql '
        '20200812124254000004_add_session_token.sqlite3.up.sql '
        '20200812160551000002_add_session_revoke.sqlite3.up.sql '
        '20200812160551000004_add_session_revoke.sqlite3.up.sql '
        '20200812160551000005_add_session_revoke.sqlite3.down.sql '
        '20200812160551000006_add_session_revoke.sqlite3.down.sql '
        '20200830121710000000_update_recovery_token.cockroach.up.sql '
        '20200830130642000000_add_verification_methods.mysql.up.sql '
        '20200830130642000001_add_verification_methods.mysql.down.sql '
        '20200830130642000002_add_verification_methods.cockroach.down.sql '
        '20200830130642000003_add_verification_methods.postgres.up.sql '
        '20200830130642000005_add_verification_methods.postgres.down.sql '
        '20200830130642000005_add_verification_methods.postgres.up.sql '
        '20200830130642000018_add_verification_methods.sqlite3.down.sql '
        '20200830130644000001_add_verification_methods.cockroach.down.sql '
        '20200830130644000001_add_verification_methods.mysql.up.sql '
        '20200830130644000001_add_verification_methods.postgres.down.sql '
        '20200830130646000000_add_verification_methods.sqlite3.down.sql '
        '20200830130646000002_add_verification_methods.cockroach.down.sql '
        '20200830130646000009_add_verification_methods.sqlite3.down.sql '
        '20200830130646000010_add_verification_methods.sqlite3.up.sql '
        '20200830154602000001_add_verification_token.postgres.up.sql '
        '20200830154602000002_add_verification_token.mysql.down.sql '
        '20200830154602000002_add_verification_token.postgres.up.sql '
        '20200830154602000003_add_verification_token.postgres.up.sql '
        '20200830154602000003_add_verification_token.sqlite3.down.sql '
        '20200830172221000000_recovery_token_expires.cockroach.up.sql '
        '20200830172221000000_recovery_token_expires.mysql.down.sql '
        '20200830172221000000_recovery_token_expires.sqlite3.down.sql '
        '20200830172221000002_recovery_token_expires.postgres.up.sql '
        '20200830172221000002_recovery_token_expires.sqlite3.up.sql '
        '20200830172221000005_recovery_token_expires.cockroach.up.sql '
        '20200830172221000008_recovery_token_expires.cockroach.up.sql '
        '20200830172221000008_recovery_token_expires.sqlite3.down.sql '
        '20200830172221000010_recovery_token_expires.sqlite3.down.sql '
        '20200830172221000017_recovery_token_expires.sqlite3.down.sql '
        '20200830172221000018_recovery_token_expires.sqlite3.down.sql '
        '20200830172221000028_recovery_token_expires.sqlite3.down.sql '
        '20200831110752000000_identity_verifiable_address_remove_code.cockroach.down.sql '
        '20200831110752000000_identity_verifiable_address_remove_code.sqlite3.down.sql '
        '20200831110752000001_identity_verifiable_address_remove_code.postgres.up.sql '
        '20200831110752000002_identity_verifiable_address_remove_code.sqlite3.up.sql '
        '20200831110752000003_identity_verifiable_address_remove_code.mysql.up.sql '
        '20200831110752000004_identity_verifiable_address_remove_code.sqlite3.up.sql '
        '20200831110752000006_identity_verifiable_address_remove_code.postgres.up.sql '
        '20200831110752000007_identity_verifiable_address_remove_code.sqlite3.down.sql '
        '20200831110752000013_identity_verifiable_address_remove_code.cockroach.up.sql '
        '20200831110752000013_identity_verifiable_address_remove_code.sqlite3.up.sql '
        '20200831110752000014_identity_verifiable_address_remove_code.cockroach.up.sql '
        '20200831110752000015_identity_verifiable_address_remove_code.sqlite3.down.sql '
        '20200831110752000016_identity_verifiable_address_remove_code.sqlite3.up.sql '
        '20210307130558000000_courier_status_index.mysql.down.sql '
        '20210307130559000000_courier_message_template.cockroach.up.sql '
        '20210307130559000000_courier_message_template.postgres.up.sql '
        '20210311102338000000_form_refactoring.sqlite3.up.sql '
        '20210311102338000001_form_refactoring.postgres.up.sql '
        '20210311102338000002_form_refactoring.cockroach.down.sql '
        '20210311102338000002_form_refactoring.mysql.up.sql '
        '20210311102338000003_form_refactoring.cockroach.down.sql '
        '20210311102338000003_form_refactoring.sqlite3.up.sql '
        '20210311102338000004_form_refactoring.sqlite3.down.sql '
        '20210311102338000005_form_refactoring.sqlite3.down.sql '
        '20210311102338000006_form_refactoring.cockroach.up.sql '
        '20210311102338000007_form_refactoring.postgres.up.sql '
        '20210311102338000008_form_refactoring.sqlite3.down.sql '
        '20210311102338000011_form_refactoring.sqlite3.down.sql '
        '20210311102338000012_form_refactoring.postgres.down.sql '
        '20210311102338000013_form_refactoring.cockroach.down.sql '
        '20210311102338000013_form_refactoring.postgres.up.sql '
        '20210311102338000014_form_refactoring.cockroach.up.sql '
        '20210311102338000016_form_refactoring.cockroach.down.sql '
        '20210311102338000017_form_refactoring.sqlite3.down.sql '
        '20210311102338000019_form_refactoring.mysql.down.sql '
        '20210311102338000020_form_refactoring.cockroach.up.sql '
        '20210311102338000020_form_refactoring.mysql.down.sql '
        '20210311102338000020_form_refactoring.mysql.up.sql '
        '20210311102338000020_form_refactoring.postgres.down.sql '
        '20210311102338000022_form_refactoring.cockroach.down.sql '
        '20210311102338000037_form_refactoring.sqlite3.down.sql '
        '20210311102338000044_form_refactoring.sqlite3.up.sql '
        '20210311102338000053_form_refactoring.sqlite3.down.sql '
        '20210311102338000053_form_refactoring.sqlite3.up.sql '
        '20210311102338000054_form_refactoring.sqlite3.up.sql 20210410175418000002_network.cockroach.up.sql '
        '20210410175418000002_network.mysql.down.sql 20210410175418000003_network.mysql.down.sql '
        '20210410175418000005_network.cockroach.down.sql 20210410175418000005_network.postgres.down.sql '
        '20210410175418000009_network.sqlite3.down.sql 20210410175418000010_network.postgres.up.sql '
        '20210410175418000012_network.mysql.down.sql 20210410175418000012_network.sqlite3.down.sql '
        '20210410175418000014_network.mysql.up.sql 20210410175418000016_network.cockroach.down.sql '
        '20210410175418000018_network.sqlite3.up.sql 20210410175418000019_network.cockroach.up.sql '
        '20210410175418000019_network.sqlite3.down.sql 20210410175418000024_network.cockroach.up.sql '
        '20210410175418000032_network.cockroach.down.sql 20210410175418000034_network.cockroach.up.sql '
        '20210410175418000035_network.cockroach.up.sql 20210410175418000035_network.mysql.up.sql '
        '20210410175418000036_network.sqlite3.up.sql 20210410175418000037_network.postgres.up.sql '
        '20210410175418000039_network.cockroach.up.sql 20210410175418000040_network.cockroach.up.sql '
        '20210410175418000040_network.mysql.down.sql 20210410175418000041_network.postgres.up.sql '
        '20210410175418000042_network.postgres.down.sql 20210410175418000045_network.mysql.down.sql '
        '20210410175418000045_network.sqlite3.down.sql 20210410175418000046_network.mysql.down.sql '
        '20210410175418000048_network.sqlite3.up.sql 20210410175418000049_network.postgres.down.sql '
        '20210410175418000052_network.mysql.down.sql 20210410175418000052_network.sqlite3.up.sql '
        '20210410175418000053_network.cockroach.down.sql 20210410175418000053_network.cockroach.up.sql '
        '20210410175418000055_network.cockroach.down.sql 20210410175418000055_network.sqlite3.up.sql '
        '20210410175418000059_network.sqlite3.down.sql 20210410175418000060_network.cockroach.up.sql '
        '20210410175418000061_network.cockroach.down.sql 20210410175418000062_network.postgres.up.sql '
        '20210410175418000063_network.postgres.up.sql 20210410175418000064_network.cockroach.down.sql '
        '20210410175418000065_network.mysql.up.sql 20210410175418000067_network.postgres.down.sql '
        '20210410175418000068_network.mysql.down.sql 20210410175418000070_network.cockroach.down.sql '
        '20210410175418000074_network.cockroach.up.sql 20210410175418000076_network.postgres.down.sql '
        '20210410175418000077_network.cockroach.down.sql 20210410175418000077_network.sqlite3.up.sql '
        '20210410175418000080_network.postgres.up.sql 20210410175418000081_network.mysql.down.sql '
        '20210410175418000081_network.sqlite3.up.sql 20210410175418000085_network.mysql.up.sql '
        '20210410175418000087_network.cockroach.down.sql 20210410175418000087_network.postgres.up.sql '
        '20210410175418000093_network.sqlite3.up.sql 20210410175418000099_network.cockroach.down.sql '
        '20210410175418000104_network.sqlite3.up.sql 20210410175418000106_network.cockroach.up.sql '
        '20210410175418000117_network.cockroach.down.sql 20210410175418000119_network.cockroach.down.sql '
        '20210410175418000121_network.sqlite3.down.sql 20210410175418000124_network.cockroach.down.sql '
        '20210410175418000125_network.sqlite3.up.sql 20210410175418000129_network.sqlite3.down.sql '
        '20210410175418000132_network.cockroach.up.sql 20210410175418000139_network.sqlite3.up.sql '
        '20210410175418000140_network.cockroach.up.sql 20210410175418000147_network.sqlite3.up.sql '
        '20210410175418000148_network.cockroach.down.sql 20210410175418000151_network.sqlite3.up.sql '
        '20210410175418000155_network.cockroach.down.sql 20210410175418000163_network.sqlite3.down.sql '
        '20210410175418000165_network.sqlite3.up.sql 20210410175418000168_network.cockroach.up.sql '
        '20210410175418000180_network.sqlite3.down.sql 20210504121624000000_add_identity_states.mysql.up.sql '
        '20210504121624000001_add_identity_states.postgres.up.sql '
        '20210504121624000004_add_identity_states.sqlite3.down.sql '
        '20210618103120000000_logout_token.cockroach.up.sql 20210618103120000000_logout_token.mysql.down.sql '
        '20210618103120000001_logout_token.postgres.up.sql '
        '20210618103120000002_logout_token.postgres.down.sql '
        '20210618103120000003_logout_token.sqlite3.up.sql 20210618103120000004_logout_token.cockroach.up.sql '
        '20210618103120000004_logout_token.mysql.down.sql 20210618103120000007_logout_token.cockroach.up.sql '
        '20210618103120000007_logout_token.sqlite3.down.sql 20210618103120000009_logout_token.sqlite3.up.sql '
        '20210805112414000001_settings_flow_context.postgres.up.sql '
        '20210805112414000002_settings_flow_context.mysql.down.sql '
        '20210805112414000006_settings_flow_context.cockroach.down.sql '
        '20210810153530000000_aal.sqlite3.up.sql 20210810153530000001_aal.cockroach.up.sql '
        '20210810153530000004_aal.postgres.up.sql 20210810153530000006_aal.cockroach.down.sql '
        '20210810153530000008_aal.cockroach.down.sql 20210810153530000008_aal.sqlite3.down.sql '
        '20210810153530000016_aal.sqlite3.up.sql 20210810153530000019_aal.sqlite3.down.sql '
        '20210810153530000023_aal.sqlite3.down.sql 20210810153530000029_aal.sqlite3.down.sql '
        '20210816142650000001_flow_internal_context.cockroach.up.sql '
        '20210816142650000002_flow_internal_context.mysql.up.sql '
        '20210816142650000002_flow_internal_context.sqlite3.up.sql '
        '20210816142650000003_flow_internal_context.sqlite3.up.sql '
        '20210816142650000004_flow_internal_context.mysql.down.sql '
        '20210816142650000007_flow_internal_context.sqlite3.down.sql '
        '20210816142650000008_flow_internal_context.cockroach.up.sql '
        '20210817181232000001_unique_credentials.cockroach.up.sql '
        '20210817181232000001_unique_credentials.mysql.down.sql '
        '20210817181232000002_unique_credentials.sqlite3.up.sql '
        '20210817181232000007_unique_credentials.mysql.up.sql '
        '20210829131458000000_session_aal_legacy.sqlite3.up.sql '
        '20210913095309000001_identity_recovery_tokens.sqlite3.down.sql '
        '20210913095309000001_identity_recovery_tokens.sqlite3.up.sql '
        '20210913095309000002_identity_recovery_tokens.sqlite3.down.sql '
        '20210913095309000004_identity_recovery_tokens.mysql.down.sql '
        '20210913095309000004_identity_recovery_tokens.postgres.up.sql '
        '20210913095309000013_identity_recovery_tokens.sqlite3.up.sql '
        '20210913095309000017_identity_recovery_tokens.sqlite3.up.sql '
        '20210913095309000018_identity_recovery_tokens.sqlite3.up.sql '
        '20210913095309000019_identity_recovery_tokens.sqlite3.up.sql '
        '20220118104539000001_identity_fk_indexes.sqlite3.up.sql '
        '20220118104539000002_identity_fk_indexes.postgres.up.sql '
        '20220118104539000003_identity_fk_indexes.cockroach.up.sql '
        '20220607000001000000_hydra_login_challenge.sqlite3.up.sql '
        '20220825134336000000_delete_verification_token_without_flow_id.down.sql '
        '20221024182336000000_verification_code.up.sql '
        '20221214101328000000_identity_delete_indices.mysql.down.sql '
        '20230104193739000000_courier_list_index.mysql.down.sql '
        '20230614000001000000_hydra_login_challenge_format.down.sql '
        '20230619000000000001_sessions_add_sorted_indices.down.sql '
        '20230626000000000001_identity_credential_identifiers_nid_identity_credential_id_idx.down.sql '
        '20230705000000000001_cookie_flow_request_url.cockroach.down.sql '
        '20230707133700000000_identity_login_code.down.sql 20230707133700000000_identity_login_code.up.sql '
        '20230920171028000000_identity_search_index.cockroach.up.sql '
        '20240119094628000000_sessions_created_at_index.mysql.down.sql '
        '20240119094628000000_sessions_created_at_index.up.sql '
        '20240325153839000000_drop_identity_search_index.down.sql '
        '20241023142500000003_drop_unused_indices_credential_identifiers.mysql.down.sql '
        '20241029153900000001_identities.autocommit.up.sql 20241108105000000001_index_cleanup.mysql.down.sql '
        '20241203105600000000_saml_credential_type.down.sql '
        '20250505150900000000_code_address_type.autocommit.down.sql '
        '20250505150900000000_code_address_type.mysql.down.sql '
        '20251105000000000003_identity_id_not_null_fks.mysql.down.sql '
        '20251105000000000003_identity_id_not_null_fks.sqlite.up.sql '
        '20260327101213000000_add_break_glass_to_recovery_addresses.down.sql '
        '20260408000000000000_create_pending_traits_changes.down.sql '
        '20260422000000000000_pending_traits_changes_add_session.mysql.up.sql '
        '20260430000000000000_settings_flows_add_organization_id.sqlite.up.sql '
        '20260430000000000000_settings_flows_add_organization_id.up.sql '
        '20260506000000000000_add_internal_context_to_recovery_verification_flows.mysql.up.sql '
        '20260616000000000000_courier_messages_restore_list_index.autocommit.up.sql '
        '20260703000000000000_courier_messages_status_created_at_idx.mysql.down.sql'
    ),
}


KRATOS_MIGRATIONS_OTHER = {
    '': (
        'persistence/reference.go persistence/sql/devices/persister_devices.go '
        'persistence/sql/migratest/fixtures/identity_recovery_address/b8293f1c-010f-45d9-b809-f3fc5365ba80.json '
        'persistence/sql/migratest/fixtures/login_code/bd292366-af32-4ba6-bdf0-11d6d1a217f3.json '
        'persistence/sql/migratest/fixtures/recovery_code/8f75f5d9-9cb4-4848-9a73-9344f686f8a6.json '
        'persistence/sql/migratest/fixtures/registration_code/f1f66a69-ce02-4a12-9591-9e02dda30a0d.json '
        'persistence/sql/migratest/stub/default.schema.json '
        'persistence/sql/migrations/go/20251105000000000000_identity_id_not_null_fks.go '
        'persistence/sql/migrations/go/gomigrations.go persistence/sql/update/update.go '
        'persistence/sql/update/update_test.go'
    ),
    'persistence/sql': (
        '.soda.yml README.md persister.go persister_cleanup_test.go persister_code.go '
        'persister_continuity.go persister_courier.go persister_errorx.go persister_hmac.go '
        'persister_hmac_test.go persister_login.go persister_login_code.go '
        'persister_onetime_secret_race_test.go persister_pending_traits_change.go persister_recovery.go '
        'persister_recovery_code.go persister_registration.go persister_registration_code.go '
        'persister_session.go persister_sessiontokenexchanger.go persister_settings.go persister_test.go '
        'persister_transaction_helpers.go persister_verification.go persister_verification_code.go'
    ),
    'persistence/sql/batch': (
        'create.go create_test.go test_persister.go'
    ),
    'persistence/sql/batch/.snapshots': (
        'Test_buildInsertQueryArgs-case=Identities.json '
        'Test_buildInsertQueryArgs-case=RecoveryAddress#01.json '
        'Test_buildInsertQueryArgs-case=RecoveryAddress.json Test_buildInsertQueryArgs-case=cockroach.json '
        'Test_buildInsertQueryArgs-case=testModel.json '
        'Test_buildInsertQueryValues-case=testModel-case=cockroach.json'
    ),
    'persistence/sql/identity': (
        'partial_inserts_internal_test.go persister_identity.go persister_identity_test.go'
    ),
    'persistence/sql/migratest/fixtures/identity': (
        '0149ce5f-76a8-4efe-b2e3-431b8c6cceb6.json 0149ce5f-76a8-4efe-b2e3-431b8c6cceb7.json '
        '196d8c1e-4f04-40f0-94b3-5ec43996b28a.json 28ff0031-190b-4253-bd15-14308dec013e.json '
        '2ae6a5a7-2983-49e7-a4d8-7740b37c88cb.json 359963ec-b09b-4ea0-aece-fb4dd95f304a.json '
        '5ff66179-c240-4703-b0d8-494592cefff5.json a251ebc2-880c-4f76-a8f3-38e6940eab0e.json '
        'd7b9addb-ac15-4bc2-9fa5-562e0bf48755.json ed253b2c-48ed-4c58-9b6f-1dc963c30a66.json'
    ),
    'persistence/sql/migratest/fixtures/identity_verification_address': (
        '45e867e9-2745-4f16-8dd4-84334a252b61.json b2d59320-8564-4400-a39f-a22a497a23f1.json '
        'c2427b6d-312b-46d9-9285-536db7ae11fd.json d4718a67-aec2-418d-8173-6ebc7bde3b86.json'
    ),
    'persistence/sql/migratest/fixtures/login_flow': (
        '00b1517f-2467-4aaf-b0a5-82b4a27dcaf5.json 0bc96cc9-dda4-4700-9e42-35731f2af91e.json '
        '202c1981-1e25-47f0-8764-75ad506c2bec.json 349c945a-60f8-436a-a301-7a42c92604f9.json '
        '38caf592-b042-4551-b92f-8d5223c2a4e2.json 3a9ea34f-0f12-469b-9417-3ae5795a7baa.json '
        '43c99182-bb67-47e1-b564-bb23bd8d4393.json 47edd3a8-0998-4779-9469-f4b8ee4430df.json '
        '56d94e8b-8a5d-4b7f-8a6e-3259d2b2903e.json 6d387820-f2f4-4f9f-9980-a90d89e7811f.json '
        '916ded11-aa64-4a27-b06e-96e221a509d7.json 99974ce6-388c-4669-a95a-7757ee724020.json '
        'b1fac7fb-d016-4a06-a7fe-e4eab2a0429f.json cccccccc-dda4-4700-9e42-35731f2af911.json '
        'cccccccc-dda4-4700-9e42-35731f2af91e.json d6aa1f23-88c9-4b9b-a850-392f48c7f9e8.json'
    ),
    'persistence/sql/migratest/fixtures/recovery_flow': (
        '0d14427f-e16d-43a5-8695-8278bf85d4eb.json 13178936-095a-466b-abe0-36d977d3dc18.json '
        '4963f305-e874-4a68-8424-a00bec679e7b.json 68fb4010-84a9-4d1e-9f92-2705978ee891.json '
        '68fb4010-84a9-4d1e-9f92-2705978ee89e.json 87e871e1-a45f-4ed0-ba4e-a03063c774dc.json'
    ),
    'persistence/sql/migratest/fixtures/recovery_token': (
        '1b667e6d-8fda-4194-a765-08185185d7e4.json 5529d454-2946-404e-b681-d950f8657fd0.json '
        '77ca3f5c-cd39-488b-9f1d-cc7166d14bdc.json'
    ),
    'persistence/sql/migratest/fixtures/registration_flow': (
        '05a7f09d-4ef3-41fb-958a-6ad74584b36a.json 22d58184-b97d-44a5-bbaf-0aa8b4000d81.json '
        '2bf132e0-5d40-4df9-9a11-9106e5333735.json 696e7022-c466-44f6-89c6-8cf93c06a62a.json '
        '69c80296-36cd-4afc-921a-15369cac5bf0.json 87fa3f43-5155-42b4-a1ad-174c2595fdaf.json '
        '8f32efdc-f6fc-4c27-a3c2-579d109eff60.json 9edcf051-1cd0-44cc-bd2f-6ac21f0c24dd.json '
        'e2150cdc-23ac-4940-a240-6c79c27ab029.json ef18b06e-4700-4021-9949-ef783cd86be1.json '
        'ef18b06e-4700-4021-9949-ef783cd86be8.json f1b5ed18-113a-4a98-aae7-d4eba007199c.json'
    ),
    'persistence/sql/migratest/fixtures/session': (
        '068f6bb6-d15f-436d-94f7-b3fd0489c9ef.json 7458af86-c1d8-401c-978a-8da89133f78b.json '
        '7458af86-c1d8-401c-978a-8da89133f98b.json 8571e374-38f2-4f46-8ad3-b9d914e174d3.json '
        'dcde5aaa-f789-4d3d-ae1f-76da8d57e67c.json'
    ),
    'persistence/sql/migratest/fixtures/settings_flow': (
        '194c5b05-0487-4a11-bcbc-f301c9ff9678.json 19ede218-928c-4e02-ab49-b76e12b34f31.json '
        '19ede218-928c-4e02-ab49-b76e12b34f32.json 21c5f714-3089-49d2-b387-f244d4dd9e00.json '
        '74fd6c53-7651-453e-90b8-2c5adbf911bb.json 77fe4fb3-2d4e-4532-b568-c44b0aece0aa.json '
        '8248bb5d-8ef7-45e3-8e07-9e2003dd5352.json 90b4f970-b9ae-42bc-a0a7-73ec750e0aa1.json '
        'a79bfcf1-68ae-49de-8b23-4f96921b8341.json aeba85bd-1a8c-44bf-8fc3-3be83c01a3dc.json '
        'cdfd1eed-34a4-491d-ad0a-7579d3a0a7ba.json'
    ),
    'persistence/sql/migratest/fixtures/verification_flow': (
        '29b2c16e-2955-4faa-bd16-33af098cdf83.json 3631e880-ce59-4cbd-a705-0d825eea590d.json '
        '42f31e47-65e1-4be9-80ea-e5d8ed64b236.json 5385c962-0295-4575-9b1b-d7eef13c0eda.json '
        '6aae3159-b880-4cfb-a863-03b114b1371b.json 7be6c72c-c868-4b61-a1f0-1130603665d1.json '
        '7be6c72c-c868-4b61-a1f0-1130603665d8.json 81f74e5d-1fa5-4e1b-a9bf-e95119260471.json '
        '81f74e5d-1fa5-4e1b-a9bf-e9511926047c.json a8e2b810-a561-4a9e-bbd8-37f649bc26fa.json '
        'b37d34c2-4290-4be4-9e3a-c6263ee77082.json'
    ),
    'persistence/sql/migratest/fixtures/verification_token': (
        'ee56574d-2f0c-43f6-8d26-0062938ae330.json ee56574d-2f1c-43f6-8d26-0062938ae330.json '
        'f81fd924-23bb-4cdf-8fa0-56253eff6cc9.json'
    ),
    'persistence/sql/migratest/testdata': (
        '20150100000001_testdata.sql 20191100000001_testdata.sql 20191100000002_testdata.sql '
        '20191100000003_testdata.sql 20191100000004_testdata.sql 20191100000005_testdata.mysql.sql '
        '20191100000006_testdata.sql 20191100000007_testdata.sql 20191100000008_testdata.sql '
        '20191100000009_testdata.mysql.sql 20191100000010_testdata.sql 20191100000011_testdata.sql '
        '20191100000012_testdata.sql 20200317160354_testdata.sql 20200401183443_testdata.sql '
        '20200402142539_testdata.sql 20200519101057_testdata.sql 20200519101058_testdata.mysql.sql '
        '20200601101000_testdata.sql 20200601101001_testdata.mysql.sql 20200605111551_testdata.sql '
        '20200607165100_testdata.sql 20200705105359_testdata.sql 20200810141652_testdata.sql '
        '20200810161022_testdata.sql 20200812124254_testdata.sql 20200812160551_testdata.sql '
        '20200830121710_testdata.sql 20200830130642_testdata.sql 20200830130643_testdata.sql '
        '20200830130644_testdata.sql 20200830130645_testdata.sql 20200830130646_testdata.sql '
        '20200830154602_testdata.sql 20200830172221_testdata.sql 20201201161451_testdata.sql '
        '20210118113234_testdata.sql 20210126114619_testdata.sql 20210307130558_testdata.sql '
        '20210307130559_testdata.sql 20210311102338_testdata.sql 20210410175418_testdata.sql '
        '20210504121624_testdata.sql 20210618103120_testdata.sql 20210805112414_testdata.sql '
        '20210805122535_testdata.sql 20210810153530_testdata.sql 20210813150152_testdata.sql '
        '20210816113956_testdata.sql 20210816142650_testdata.sql 20210817181232_testdata.sql '
        '20210829131458_testdata.sql 20210913095309_testdata.sql 20220118104539_testdata.sql '
        '20220301102701_testdata.sql 20220420102701_testdata.sql 20220607000001_testdata.sql '
        '20220902141902_testdata.sql 20220907132836_testdata.sql 20220929124401_testdata.sql '
        '20221103120601_testdata.sql 20221205095201_testdata.sql 20230313141439_testdata.sql '
        '20230614205200_testdata.sql 20230705000000_testdata.sql 20230706000000_testdata.sql '
        '20230707133700_testdata.sql 20230707133701_testdata.sql'
    ),
    'persistence/sql/stub': (
        'expand.schema.json identity-2.schema.json phone.schema.json'
    ),
}


KRATOS_FIXTURES_KIND = {
    '': (
        ''
        'persistence/sql/migratest/fixtures/identity_recovery_address/b8293f1c-010f-45d9-b809-f3fc5365ba80.json '
        'persistence/sql/migratest/fixtures/login_code/bd292366-af32-4ba6-bdf0-11d6d1a217f3.json '
        'persistence/sql/migratest/fixtures/recovery_code/8f75f5d9-9cb4-4848-9a73-9344f686f8a6.json '
        'persistence/sql/migratest/fixtures/registration_code/f1f66a69-ce02-4a12-9591-9e02dda30a0d.json'
    ),
    'persistence/sql/migratest/fixtures/identity': (
        '0149ce5f-76a8-4efe-b2e3-431b8c6cceb6.json 0149ce5f-76a8-4efe-b2e3-431b8c6cceb7.json '
        '196d8c1e-4f04-40f0-94b3-5ec43996b28a.json 28ff0031-190b-4253-bd15-14308dec013e.json '
        '2ae6a5a7-2983-49e7-a4d8-7740b37c88cb.json 308929d3-41a2-43fe-a33c-75308539d841.json '
        '359963ec-b09b-4ea0-aece-fb4dd95f304a.json 5ff66179-c240-4703-b0d8-494592cefff5.json '
        'a251ebc2-880c-4f76-a8f3-38e6940eab0e.json d7b9addb-ac15-4bc2-9fa5-562e0bf48755.json '
        'ed253b2c-48ed-4c58-9b6f-1dc963c30a66.json'
    ),
    'persistence/sql/migratest/fixtures/identity_verification_address': (
        '45e867e9-2745-4f16-8dd4-84334a252b61.json b2d59320-8564-4400-a39f-a22a497a23f1.json '
        'c2427b6d-312b-46d9-9285-536db7ae11fd.json d4718a67-aec2-418d-8173-6ebc7bde3b86.json'
    ),
    'persistence/sql/migratest/fixtures/login_flow': (
        '00b1517f-2467-4aaf-b0a5-82b4a27dcaf5.json 0bc96cc9-dda4-4700-9e42-35731f2af91e.json '
        '1fb23c75-b809-42cc-8984-6ca2d0a1192f.json 202c1981-1e25-47f0-8764-75ad506c2bec.json '
        '349c945a-60f8-436a-a301-7a42c92604f9.json 38caf592-b042-4551-b92f-8d5223c2a4e2.json '
        '3a9ea34f-0f12-469b-9417-3ae5795a7baa.json 43c99182-bb67-47e1-b564-bb23bd8d4393.json '
        '47edd3a8-0998-4779-9469-f4b8ee4430df.json 56d94e8b-8a5d-4b7f-8a6e-3259d2b2903e.json '
        '6d387820-f2f4-4f9f-9980-a90d89e7811f.json 916ded11-aa64-4a27-b06e-96e221a509d7.json '
        '99974ce6-388c-4669-a95a-7757ee724020.json b1fac7fb-d016-4a06-a7fe-e4eab2a0429f.json '
        'cccccccc-dda4-4700-9e42-35731f2af911.json cccccccc-dda4-4700-9e42-35731f2af91e.json '
        'd6aa1f23-88c9-4b9b-a850-392f48c7f9e8.json'
    ),
    'persistence/sql/migratest/fixtures/recovery_flow': (
        '0d14427f-e16d-43a5-8695-8278bf85d4eb.json 13178936-095a-466b-abe0-36d977d3dc18.json '
        '4963f305-e874-4a68-8424-a00bec679e7b.json 68fb4010-84a9-4d1e-9f92-2705978ee891.json '
        '68fb4010-84a9-4d1e-9f92-2705978ee89e.json 87e871e1-a45f-4ed0-ba4e-a03063c774dc.json'
    ),
    'persistence/sql/migratest/fixtures/recovery_token': (
        '1b667e6d-8fda-4194-a765-08185185d7e4.json 5529d454-2946-404e-b681-d950f8657fd0.json '
        '77ca3f5c-cd39-488b-9f1d-cc7166d14bdc.json'
    ),
    'persistence/sql/migratest/fixtures/registration_flow': (
        '05a7f09d-4ef3-41fb-958a-6ad74584b36a.json 22d58184-b97d-44a5-bbaf-0aa8b4000d81.json '
        '2bf132e0-5d40-4df9-9a11-9106e5333735.json 696e7022-c466-44f6-89c6-8cf93c06a62a.json '
        '69c80296-36cd-4afc-921a-15369cac5bf0.json 87fa3f43-5155-42b4-a1ad-174c2595fdaf.json '
        '8ef215a9-e8d5-43b3-9aa3-cb4333562e36.json 8f32efdc-f6fc-4c27-a3c2-579d109eff60.json '
        '9edcf051-1cd0-44cc-bd2f-6ac21f0c24dd.json e2150cdc-23ac-4940-a240-6c79c27ab029.json '
        'ef18b06e-4700-4021-9949-ef783cd86be1.json ef18b06e-4700-4021-9949-ef783cd86be8.json '
        'f1b5ed18-113a-4a98-aae7-d4eba007199c.json'
    ),
    'persistence/sql/migratest/fixtures/session': (
        '068f6bb6-d15f-436d-94f7-b3fd0489c9ef.json 7458af86-c1d8-401c-978a-8da89133f78b.json '
        '7458af86-c1d8-401c-978a-8da89133f98b.json 8571e374-38f2-4f46-8ad3-b9d914e174d3.json '
        'dcde5aaa-f789-4d3d-ae1f-76da8d57e67c.json f38cdebe-e567-42c9-a562-1bd4dee40998.json'
    ),
    'persistence/sql/migratest/fixtures/settings_flow': (
        '194c5b05-0487-4a11-bcbc-f301c9ff9678.json 19ede218-928c-4e02-ab49-b76e12b34f31.json '
        '19ede218-928c-4e02-ab49-b76e12b34f32.json 21c5f714-3089-49d2-b387-f244d4dd9e00.json '
        '74fd6c53-7651-453e-90b8-2c5adbf911bb.json 77fe4fb3-2d4e-4532-b568-c44b0aece0aa.json '
        '8248bb5d-8ef7-45e3-8e07-9e2003dd5352.json 90b4f970-b9ae-42bc-a0a7-73ec750e0aa1.json '
        'a79bfcf1-68ae-49de-8b23-4f96921b8341.json aeba85bd-1a8c-44bf-8fc3-3be83c01a3dc.json '
        'cdfd1eed-34a4-491d-ad0a-7579d3a0a7ba.json'
    ),
    'persistence/sql/migratest/fixtures/verification_flow': (
        '29b2c16e-2955-4faa-bd16-33af098cdf83.json 3631e880-ce59-4cbd-a705-0d825eea590d.json '
        '42f31e47-65e1-4be9-80ea-e5d8ed64b236.json 5385c962-0295-4575-9b1b-d7eef13c0eda.json '
        '6aae3159-b880-4cfb-a863-03b114b1371b.json 7be6c72c-c868-4b61-a1f0-1130603665d1.json '
        '7be6c72c-c868-4b61-a1f0-1130603665d8.json 81f74e5d-1fa5-4e1b-a9bf-e95119260471.json '
        '81f74e5d-1fa5-4e1b-a9bf-e9511926047c.json a8e2b810-a561-4a9e-bbd8-37f649bc26fa.json '
        'b37d34c2-4290-4be4-9e3a-c6263ee77082.json'
    ),
    'persistence/sql/migratest/fixtures/verification_token': (
        'ee56574d-2f0c-43f6-8d26-0062938ae330.json ee56574d-2f1c-43f6-8d26-0062938ae330.json '
        'f81fd924-23bb-4cdf-8fa0-56253eff6cc9.json'
    ),
}


KRATOS_FIXTURES_OTHER = {
    '': (
        'persistence/sql/migratest/migration_test.go'
    ),
    'persistence/sql/migratest/testdata': (
        '20200519101057_testdata.sql 20200830154602_testdata.sql 20210504121624_testdata.sql '
        '20210817181232_testdata.sql 20220929124401_testdata.sql'
    ),
    'persistence/sql/migrations/legacy': (
        '20191100000004_errors.cockroach.up.sql 20191100000007_errors.postgres.down.sql '
        '20191100000007_errors.sqlite3.down.sql 20191100000010_errors.mysql.up.sql '
        '20200705105359_rename_identities_schema.postgres.up.sql '
        '20200810162450_flow_fields_rename.postgres.down.sql '
        '20200812160551_add_session_revoke.cockroach.up.sql '
        '20200830121710_update_recovery_token.sqlite3.down.sql '
        '20200830130645_add_verification_methods.cockroach.up.sql '
        '20200831110752_identity_verifiable_address_remove_code.mysql.down.sql '
        '20201201161451_credential_types_values.sqlite3.up.sql'
    ),
    'persistence/sql/migrations/sql': (
        '20150100000001000000_networks.cockroach.up.sql 20191100000001000001_identities.postgres.down.sql '
        '20191100000001000002_identities.postgres.down.sql 20191100000001000003_identities.postgres.down.sql '
        '20191100000001000005_identities.cockroach.up.sql 20191100000007000000_errors.mysql.down.sql '
        '20191100000010000000_errors.cockroach.up.sql 20191100000010000003_errors.sqlite3.down.sql '
        '20191100000011000004_courier_body_type.cockroach.up.sql '
        '20191100000012000002_login_request_forced.sqlite3.down.sql '
        '20200317160354000002_create_profile_request_forms.mysql.down.sql '
        '20200317160354000003_create_profile_request_forms.cockroach.up.sql '
        '20200317160354000003_create_profile_request_forms.sqlite3.down.sql '
        '20200317160354000008_create_profile_request_forms.sqlite3.down.sql '
        '20200519101057000000_create_recovery_addresses.mysql.down.sql '
        '20200519101057000000_create_recovery_addresses.sqlite3.up.sql '
        '20200519101057000001_create_recovery_addresses.mysql.down.sql '
        '20200519101058000000_create_recovery_addresses.mysql.down.sql '
        '20200601101000000001_create_messages.sqlite3.down.sql '
        '20200605111551000004_messages.sqlite3.down.sql 20200605111551000011_messages.sqlite3.up.sql '
        '20200605111551000012_messages.sqlite3.down.sql 20200810141652000000_flow_type.cockroach.up.sql '
        '20200810141652000003_flow_type.sqlite3.down.sql 20200810141652000009_flow_type.sqlite3.up.sql '
        '20200810141652000014_flow_type.sqlite3.up.sql 20200810161022000000_flow_rename.cockroach.up.sql '
        '20200810161022000002_flow_rename.postgres.down.sql '
        '20200810161022000008_flow_rename.sqlite3.down.sql '
        '20200810162450000001_flow_fields_rename.postgres.down.sql '
        '20200810162450000003_flow_fields_rename.cockroach.down.sql '
        '20200810162450000003_flow_fields_rename.sqlite3.up.sql '
        '20200812124254000001_add_session_token.postgres.up.sql '
        '20200812124254000004_add_session_token.mysql.up.sql '
        '20200812124254000005_add_session_token.cockroach.up.sql '
        '20200812124254000006_add_session_token.sqlite3.up.sql '
        '20200812160551000003_add_session_revoke.sqlite3.down.sql '
        '20200812160551000005_add_session_revoke.sqlite3.down.sql '
        '20200830130642000001_add_verification_methods.cockroach.down.sql '
        '20200830130642000005_add_verification_methods.cockroach.down.sql '
        '20200830130642000005_add_verification_methods.sqlite3.up.sql '
        '20200830130642000006_add_verification_methods.postgres.down.sql '
        '20200830130642000017_add_verification_methods.sqlite3.up.sql '
        '20200830130643000000_add_verification_methods.cockroach.down.sql '
        '20200830130646000000_add_verification_methods.sqlite3.down.sql '
        '20200830130646000001_add_verification_methods.postgres.down.sql '
        '20200830130646000001_add_verification_methods.sqlite3.up.sql '
        '20200830130646000002_add_verification_methods.mysql.down.sql '
        '20200830130646000009_add_verification_methods.sqlite3.up.sql '
        '20200830154602000000_add_verification_token.mysql.up.sql '
        '20200830154602000000_add_verification_token.sqlite3.down.sql '
        '20200830154602000002_add_verification_token.mysql.down.sql '
        '20200830154602000003_add_verification_token.mysql.up.sql '
        '20200830172221000001_recovery_token_expires.mysql.up.sql '
        '20200830172221000002_recovery_token_expires.cockroach.up.sql '
        '20200830172221000002_recovery_token_expires.postgres.up.sql '
        '20200830172221000003_recovery_token_expires.mysql.down.sql '
        '20200830172221000011_recovery_token_expires.sqlite3.up.sql '
        '20200830172221000017_recovery_token_expires.sqlite3.up.sql '
        '20200830172221000022_recovery_token_expires.sqlite3.up.sql '
        '20200831110752000009_identity_verifiable_address_remove_code.cockroach.up.sql '
        '20200831110752000014_identity_verifiable_address_remove_code.cockroach.down.sql '
        '20200831110752000021_identity_verifiable_address_remove_code.sqlite3.up.sql '
        '20201201161451000000_credential_types_values.cockroach.down.sql '
        '20201201161451000000_credential_types_values.mysql.down.sql '
        '20210307130558000000_courier_status_index.postgres.down.sql '
        '20210307130559000003_courier_message_template.sqlite3.up.sql '
        '20210307130559000005_courier_message_template.sqlite3.up.sql '
        '20210311102338000002_form_refactoring.postgres.up.sql '
        '20210311102338000003_form_refactoring.postgres.down.sql '
        '20210311102338000005_form_refactoring.cockroach.up.sql '
        '20210311102338000005_form_refactoring.postgres.up.sql '
        '20210311102338000007_form_refactoring.mysql.down.sql '
        '20210311102338000008_form_refactoring.sqlite3.up.sql '
        '20210311102338000011_form_refactoring.sqlite3.down.sql '
        '20210311102338000012_form_refactoring.cockroach.down.sql '
        '20210311102338000017_form_refactoring.cockroach.down.sql '
        '20210311102338000024_form_refactoring.sqlite3.up.sql '
        '20210311102338000029_form_refactoring.cockroach.down.sql '
        '20210311102338000031_form_refactoring.sqlite3.down.sql '
        '20210311102338000034_form_refactoring.sqlite3.down.sql '
        '20210311102338000039_form_refactoring.cockroach.down.sql '
        '20210311102338000042_form_refactoring.sqlite3.down.sql '
        '20210311102338000042_form_refactoring.sqlite3.up.sql 20210410175418000002_network.sqlite3.up.sql '
        '20210410175418000005_network.postgres.down.sql 20210410175418000006_network.cockroach.up.sql '
        '20210410175418000009_network.sqlite3.down.sql 20210410175418000011_network.postgres.up.sql '
        '20210410175418000012_network.postgres.down.sql 20210410175418000016_network.sqlite3.down.sql '
        '20210410175418000017_network.postgres.up.sql 20210410175418000019_network.mysql.down.sql '
        '20210410175418000020_network.postgres.up.sql 20210410175418000022_network.cockroach.down.sql '
        '20210410175418000024_network.sqlite3.up.sql 20210410175418000026_network.postgres.up.sql '
        '20210410175418000030_network.sqlite3.down.sql 20210410175418000034_network.postgres.down.sql '
        '20210410175418000038_network.postgres.down.sql 20210410175418000042_network.cockroach.down.sql '
        '20210410175418000043_network.postgres.up.sql 20210410175418000044_network.mysql.down.sql '
        '20210410175418000054_network.cockroach.down.sql 20210410175418000060_network.cockroach.up.sql '
        '20210410175418000061_network.cockroach.up.sql 20210410175418000062_network.mysql.up.sql '
        '20210410175418000064_network.postgres.down.sql 20210410175418000071_network.postgres.down.sql '
        '20210410175418000075_network.postgres.down.sql 20210410175418000079_network.cockroach.up.sql '
        '20210410175418000089_network.cockroach.up.sql 20210410175418000090_network.cockroach.down.sql '
        '20210410175418000092_network.sqlite3.down.sql 20210410175418000098_network.sqlite3.down.sql '
        '20210410175418000101_network.sqlite3.down.sql 20210410175418000103_network.cockroach.up.sql '
        '20210410175418000106_network.sqlite3.down.sql 20210410175418000106_network.sqlite3.up.sql '
        '20210410175418000110_network.sqlite3.down.sql 20210410175418000118_network.sqlite3.up.sql '
        '20210410175418000123_network.cockroach.up.sql 20210410175418000128_network.sqlite3.down.sql '
        '20210410175418000129_network.cockroach.down.sql 20210410175418000136_network.cockroach.down.sql '
        '20210410175418000139_network.sqlite3.up.sql 20210410175418000140_network.cockroach.up.sql '
        '20210410175418000145_network.sqlite3.up.sql 20210410175418000150_network.sqlite3.up.sql '
        '20210410175418000162_network.cockroach.down.sql 20210410175418000165_network.cockroach.down.sql '
        '20210410175418000165_network.sqlite3.up.sql 20210410175418000171_network.sqlite3.up.sql '
        '20210410175418000173_network.sqlite3.down.sql '
        '20210504121624000003_add_identity_states.sqlite3.down.sql '
        '20210504121624000003_add_identity_states.sqlite3.up.sql '
        '20210504121624000010_add_identity_states.sqlite3.down.sql '
        '20210618103120000010_logout_token.sqlite3.down.sql '
        '20210805112414000000_settings_flow_context.sqlite3.up.sql '
        '20210805112414000001_settings_flow_context.cockroach.down.sql '
        '20210805112414000001_settings_flow_context.sqlite3.up.sql 20210810153530000002_aal.mysql.down.sql '
        '20210810153530000003_aal.postgres.down.sql 20210810153530000003_aal.sqlite3.down.sql '
        '20210810153530000006_aal.cockroach.down.sql 20210810153530000007_aal.cockroach.down.sql '
        '20210810153530000008_aal.cockroach.down.sql 20210810153530000024_aal.sqlite3.up.sql '
        '20210816142650000000_flow_internal_context.mysql.down.sql '
        '20210816142650000000_flow_internal_context.sqlite3.up.sql '
        '20210816142650000001_flow_internal_context.sqlite3.up.sql '
        '20210816142650000005_flow_internal_context.cockroach.down.sql '
        '20210816142650000006_flow_internal_context.cockroach.down.sql '
        '20210816142650000007_flow_internal_context.sqlite3.down.sql '
        '20210816142650000009_flow_internal_context.sqlite3.up.sql '
        '20210816142650000010_flow_internal_context.cockroach.up.sql '
        '20210817181232000000_unique_credentials.cockroach.down.sql '
        '20210817181232000001_unique_credentials.mysql.up.sql '
        '20210817181232000004_unique_credentials.cockroach.down.sql '
        '20210817181232000009_unique_credentials.cockroach.down.sql '
        '20210913095309000000_identity_recovery_tokens.sqlite3.up.sql '
        '20210913095309000003_identity_recovery_tokens.sqlite3.up.sql '
        '20210913095309000009_identity_recovery_tokens.sqlite3.down.sql '
        '20210913095309000011_identity_recovery_tokens.cockroach.down.sql '
        '20210913095309000015_identity_recovery_tokens.sqlite3.down.sql '
        '20210913095309000019_identity_recovery_tokens.sqlite3.up.sql '
        '20220118104539000001_identity_fk_indexes.cockroach.up.sql '
        '20220118104539000003_identity_fk_indexes.cockroach.down.sql '
        '20220610155809000000_identity_address_casing.cockroach.up.sql '
        '20220901123209000000_recovery_code.down.sql 20221220124639000000_errors_index.up.sql '
        '20230104193739000000_courier_list_index.mysql.down.sql '
        '20230313141439000000_session_token_length.mysql.up.sql '
        '20230818000000000001_verification_add_oauth2_login_challenge_identity_id.mysql.up.sql '
        '20240221000000000000_identity_recovery_codes_flow_id_idx.mysql.down.sql '
        '20240318143139000000_drop_identity_search_index.postgres.down.sql '
        '20241031094100000001_remaining_unused_indices.mysql.down.sql '
        '20241106142200000001_identities.mysql.down.sql 20241108105000000001_index_cleanup.mysql.down.sql '
        '20250505150900000000_code_address_type.mysql.up.sql '
        '20260127000000000001_add_deviceauthn_keys.up.sql '
        '20260408000000000000_create_pending_traits_changes.mysql.up.sql '
        '20260408000000000000_create_pending_traits_changes.sqlite3.up.sql'
    ),
}


KRATOS_TEMPLATES_KIND = {
    'courier/template/courier/builtin/templates/login_code/valid': (
        'email.body.gotmpl email.body.plaintext.gotmpl email.subject.gotmpl sms.body.gotmpl'
    ),
    'courier/template/courier/builtin/templates/recovery/invalid': (
        'email.body.gotmpl email.body.plaintext.gotmpl email.subject.gotmpl'
    ),
    'courier/template/courier/builtin/templates/recovery/valid': (
        'email.body.gotmpl email.body.plaintext.gotmpl email.subject.gotmpl'
    ),
    'courier/template/courier/builtin/templates/recovery_code/invalid': (
        'email.body.gotmpl email.body.plaintext.gotmpl email.subject.gotmpl'
    ),
    'courier/template/courier/builtin/templates/recovery_code/valid': (
        'email.body.gotmpl email.body.plaintext.gotmpl email.subject.gotmpl sms.body.gotmpl'
    ),
    'courier/template/courier/builtin/templates/registration_code/valid': (
        'email.body.gotmpl email.body.plaintext.gotmpl email.subject.gotmpl sms.body.gotmpl'
    ),
    'courier/template/courier/builtin/templates/verification/invalid': (
        'email.body.gotmpl email.body.plaintext.gotmpl email.subject.gotmpl'
    ),
    'courier/template/courier/builtin/templates/verification/valid': (
        'email.body.gotmpl email.body.plaintext.gotmpl email.subject.gotmpl'
    ),
    'courier/template/courier/builtin/templates/verification_code/invalid': (
        'email.body.gotmpl email.body.plaintext.gotmpl email.subject.gotmpl'
    ),
    'courier/template/courier/builtin/templates/verification_code/valid': (
        'email.body.gotmpl email.body.plaintext.gotmpl email.subject.gotmpl sms.body.gotmpl'
    ),
}


KRATOS_TEMPLATES_OTHER = {
    '': (
        'cmd/identities/stubs/identity.schema.json courier/stub/request.config.mailer.jsonnet '
        'courier/stub/request.config.twilio.jsonnet courier/template/testhelpers/testhelpers.go '
        'courier/test/persistence.go examples/go/selfservice/logout/main_test.go '
        'identity/.snapshots/TestHandler-case=should_be_able_to_import_users-with_password_migration_hook_enabled.json '
        'oryx/cookiex/cookiex.go oryx/fetcher/fetcher.go oryx/jsonnetsecure/null.go '
        'oryx/networkx/migrations/sql/20150100000001000000_networks.postgres.down.sql '
        'oryx/networkx/migrations/templates/20150100000001_networks.up.fizz '
        'oryx/pagination/tokenpagination/.snapshots/TestPaginationHeader-Create_previous_and_first_but_not_next_or_last_if_at_the_end.json '
        'oryx/popx/.snapshots/TestMigrateSQLUp-status_two_steps_rolled_back.txt '
        'oryx/popx/stub/migrations/legacy/20191100000002_requests.mysql.down.sql '
        'oryx/popx/stub/migrations/legacy/20200810161022_flow_rename.sqlite3.up.sql '
        'oryx/popx/stub/migrations/source/20200605111551_messages.up.fizz '
        'oryx/popx/stub/migrations/testdata_migrations/20220513_create_table.up.sql '
        'oryx/profilex/profiling.go persistence/reference.go '
        'persistence/sql/batch/.snapshots/Test_buildInsertQueryArgs-case=cockroach.json '
        'persistence/sql/migratest/testdata/20230705000000_testdata.sql '
        'persistence/sql/stub/identity.schema.json pkg/client-go/.openapi-generator/VERSION '
        'script/testenv.sh selfservice/flow/registration/strategy_form_hydrator.go '
        'selfservice/hook/.snapshots/TestWebHooks-update_identity_fields-case=update_identity_fields-case=identity_has_updated_public_metadata.json '
        'selfservice/hook/stub/verify.schema.json '
        'selfservice/strategy/code/.snapshots/TestAdminStrategy-description=should_fail_on_malformed_expiry_time.json '
        'selfservice/strategy/code/.snapshots/TestFormHydration-method=PopulateLoginMethodSecondFactor-using_via-case=code_is_used_for_2fa.json '
        'selfservice/strategy/code/stub/code-mfa.identity.schema.json '
        'selfservice/strategy/link/test/persistence.go '
        'selfservice/strategy/passkey/.snapshots/TestPopulateRegistrationMethod-method=idempotency-case=3.json '
        'selfservice/strategy/passkey/fixtures/login/success/identity.json '
        'selfservice/strategy/webauthn/strategy_test.go '
        'selfservice/strategy/webauthn/fixtures/login/success/mfa/v1_passwordless/internal_context.json '
        'test/schema/fixtures/config.schema.test.failure/emailCourierTemplate.malformed.yaml '
        'test/schema/fixtures/config.schema.test.success/selfServiceAfterSettingsAuthMethod.full.yaml '
        'text/message.go x/webauthnx/errors.go'
    ),
    'courier': (
        'channel.go courier.go courier_dispatcher.go courier_dispatcher_test.go email_templates.go '
        'email_templates_test.go handler.go handler_test.go http_channel.go http_test.go message.go '
        'message_dispatch.go message_test.go persistence.go sms.go sms_templates.go sms_templates_test.go '
        'sms_test.go smtp.go smtp_channel.go smtp_test.go smtp_wire_test.go'
    ),
    'courier/.snapshots': (
        ''
        'TestHandler-handler=getCourierMessage-case=returns_an_error_if_no_message_is_found-endpoint=admin.json '
        'TestHandler-handler=getCourierMessage-case=returns_an_error_if_no_message_is_found-endpoint=public.json '
        'TestHandler-handler=getCourierMessage-case=returns_an_error_if_parameter_is_malformed-endpoint=admin.json '
        'TestHandler-handler=getCourierMessage-case=returns_an_error_if_parameter_is_malformed-endpoint=public.json'
    ),
    'courier/template': (
        'load_template.go load_template_test.go oauth2.go template.go type.go'
    ),
    'courier/template/email': (
        'authenticator_key_added.go authenticator_key_added_test.go login_code_valid.go '
        'login_code_valid_test.go recovery_code_invalid.go recovery_code_invalid_test.go '
        'recovery_code_valid.go recovery_code_valid_test.go recovery_invalid.go recovery_invalid_test.go '
        'recovery_valid.go recovery_valid_test.go registration_code_valid.go registration_code_valid_test.go '
        'stub.go verifiable_address_changed.go verifiable_address_changed_test.go '
        'verification_code_invalid.go verification_code_invalid_test.go verification_code_valid.go '
        'verification_code_valid_test.go verification_invalid.go verification_invalid_test.go '
        'verification_valid.go verification_valid_test.go'
    ),
    'courier/template/sms': (
        'authenticator_key_added.go authenticator_key_added_test.go login_code_valid.go '
        'login_code_valid_test.go origin_bound_test.go recovery_code.go registration_code_valid.go '
        'registration_code_valid_test.go stub.go verifiable_address_changed.go '
        'verifiable_address_changed_test.go verification_code.go verification_code_test.go'
    ),
    'oryx/popx/stub/migrations/transactional': (
        '20191100000002000000_requests.postgres.down.sql 20191100000007000000_errors.mysql.up.sql '
        '20191100000008000000_selfservice_verification.mysql.down.sql '
        '20191100000008000001_selfservice_verification.postgres.up.sql '
        '20191100000008000005_selfservice_verification.cockroach.up.sql '
        '20200317160354000000_create_profile_request_forms.postgres.down.sql '
        '20200317160354000001_create_profile_request_forms.sqlite3.up.sql '
        '20200317160354000002_create_profile_request_forms.postgres.up.sql '
        '20200519101057000006_create_recovery_addresses.sqlite3.up.sql '
        '20200705105359000000_rename_identities_schema.cockroach.down.sql '
        '20200810141652000002_flow_type.sqlite3.up.sql 20200810141652000003_flow_type.cockroach.down.sql '
        '20200810161022000003_flow_rename.cockroach.down.sql '
        '20200810162450000001_flow_fields_rename.mysql.down.sql '
        '20200812124254000002_add_session_token.cockroach.down.sql '
        '20200830121710000000_update_recovery_token.mysql.up.sql '
        '20200830130642000004_add_verification_methods.cockroach.up.sql '
        '20200830130646000008_add_verification_methods.sqlite3.up.sql '
        '20200830154602000002_add_verification_token.postgres.up.sql '
        '20200830172221000002_recovery_token_expires.mysql.down.sql '
        '20200830172221000007_recovery_token_expires.sqlite3.down.sql '
        '20200831110752000000_identity_verifiable_address_remove_code.postgres.down.sql '
        '20200831110752000002_identity_verifiable_address_remove_code.cockroach.up.sql '
        '20200831110752000007_identity_verifiable_address_remove_code.sqlite3.down.sql'
    ),
    'persistence/sql/migrations/legacy': (
        '20191100000001_identities.cockroach.down.sql 20191100000001_identities.postgres.up.sql '
        '20191100000007_errors.mysql.down.sql 20191100000010_errors.sqlite3.down.sql '
        '20200401183443_continuity_containers.cockroach.down.sql 20200810141652_flow_type.sqlite3.down.sql '
        '20200810162450_flow_fields_rename.mysql.down.sql 20200812124254_add_session_token.mysql.up.sql'
    ),
    'persistence/sql/migrations/sql': (
        '20191100000001000001_identities.mysql.down.sql 20191100000010000003_errors.cockroach.up.sql '
        '20191100000012000001_login_request_forced.sqlite3.down.sql '
        '20200519101057000005_create_recovery_addresses.mysql.down.sql '
        '20200605111551000003_messages.sqlite3.up.sql 20200810141652000009_flow_type.sqlite3.up.sql '
        '20200830130643000000_add_verification_methods.cockroach.up.sql '
        '20200830130645000000_add_verification_methods.cockroach.down.sql '
        '20200831110752000000_identity_verifiable_address_remove_code.postgres.up.sql '
        '20200831110752000001_identity_verifiable_address_remove_code.sqlite3.up.sql '
        '20200831110752000010_identity_verifiable_address_remove_code.cockroach.down.sql '
        '20200831110752000020_identity_verifiable_address_remove_code.sqlite3.down.sql '
        '20210311102338000002_form_refactoring.mysql.down.sql '
        '20210311102338000004_form_refactoring.cockroach.down.sql '
        '20210311102338000007_form_refactoring.mysql.down.sql '
        '20210311102338000012_form_refactoring.sqlite3.down.sql '
        '20210311102338000018_form_refactoring.postgres.down.sql '
        '20210311102338000022_form_refactoring.cockroach.down.sql '
        '20210311102338000035_form_refactoring.sqlite3.down.sql '
        '20210410175418000009_network.postgres.down.sql 20210410175418000019_network.sqlite3.down.sql '
        '20210410175418000019_network.sqlite3.up.sql 20210410175418000040_network.postgres.down.sql '
        '20210410175418000054_network.sqlite3.up.sql 20210410175418000061_network.postgres.down.sql '
        '20210410175418000075_network.postgres.down.sql 20210410175418000083_network.postgres.down.sql '
        '20210410175418000091_network.sqlite3.down.sql 20210410175418000131_network.sqlite3.down.sql '
        '20210410175418000140_network.cockroach.up.sql 20210410175418000158_network.cockroach.up.sql '
        '20210410175418000168_network.cockroach.down.sql 20210410175418000168_network.sqlite3.down.sql '
        '20210504121624000000_add_identity_states.cockroach.up.sql '
        '20210618103120000003_logout_token.sqlite3.down.sql '
        '20210805112414000000_settings_flow_context.mysql.down.sql '
        '20210805122535000000_credential_types_totp.mysql.up.sql '
        '20210805122535000000_credential_types_totp.sqlite3.up.sql 20210810153530000023_aal.sqlite3.down.sql '
        '20210810153530000025_aal.sqlite3.down.sql 20210810153530000025_aal.sqlite3.up.sql '
        '20210816142650000001_flow_internal_context.mysql.up.sql '
        '20210829131458000000_session_aal_legacy.postgres.down.sql '
        '20210913095309000000_identity_recovery_tokens.mysql.down.sql '
        '20210913095309000007_identity_recovery_tokens.cockroach.up.sql '
        '20220301102701000000_identity_credentials_version.sqlite3.down.sql '
        '20220610155809000000_identity_address_casing.mysql.up.sql '
        '20231108111100000000_credential_types_passkey.up.sql '
        '20240425095000000000_identity_credentials_fix_user_handle_index.cockroach.up.sql '
        '20240425095000000000_identity_credentials_fix_user_handle_index.up.sql '
        '20260417000000000001_add_test_flow_to_selfservice_login_flows.down.sql '
        '20260616000000000000_courier_messages_restore_list_index.autocommit.up.sql'
    ),
    'pkg/client-go': (
        'model_identity_with_credentials_oidc_config.go model_update_login_flow_with_password_method.go '
        'model_update_registration_flow_with_passkey_method.go'
    ),
    'pkg/httpclient': (
        'model_identity_credentials_code.go model_identity_with_credentials.go '
        'model_login_flow_test_debug_payload.go model_update_recovery_flow_with_link_method.go'
    ),
}


WAGTAIL_PO_KIND = {
    '': (
        'wagtail/admin/locale/az_AZ/LC_MESSAGES/djangojs.po wagtail/admin/locale/be/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/bg/LC_MESSAGES/django.po wagtail/admin/locale/bg/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/bn/LC_MESSAGES/django.po wagtail/admin/locale/ca/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/cs/LC_MESSAGES/django.po wagtail/admin/locale/cy/LC_MESSAGES/django.po '
        'wagtail/admin/locale/da/LC_MESSAGES/django.po wagtail/admin/locale/de/LC_MESSAGES/django.po '
        'wagtail/admin/locale/el/LC_MESSAGES/django.po wagtail/admin/locale/el/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/en/LC_MESSAGES/django.po wagtail/admin/locale/en/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/es/LC_MESSAGES/django.po wagtail/admin/locale/es/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/es_VE/LC_MESSAGES/django.po wagtail/admin/locale/et/LC_MESSAGES/django.po '
        'wagtail/admin/locale/et/LC_MESSAGES/djangojs.po wagtail/admin/locale/fa/LC_MESSAGES/django.po '
        'wagtail/admin/locale/fi/LC_MESSAGES/django.po wagtail/admin/locale/fi/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/fr/LC_MESSAGES/django.po wagtail/admin/locale/fr/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/gl/LC_MESSAGES/djangojs.po wagtail/admin/locale/hr_HR/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/ht/LC_MESSAGES/djangojs.po wagtail/admin/locale/hu/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/id_ID/LC_MESSAGES/django.po wagtail/admin/locale/id_ID/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/is_IS/LC_MESSAGES/django.po wagtail/admin/locale/ka/LC_MESSAGES/django.po '
        'wagtail/admin/locale/ko/LC_MESSAGES/djangojs.po wagtail/admin/locale/lt/LC_MESSAGES/django.po '
        'wagtail/admin/locale/lt/LC_MESSAGES/djangojs.po wagtail/admin/locale/lv/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/mi/LC_MESSAGES/django.po wagtail/admin/locale/mi/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/mn/LC_MESSAGES/django.po wagtail/admin/locale/my/LC_MESSAGES/django.po '
        'wagtail/admin/locale/nb/LC_MESSAGES/django.po wagtail/admin/locale/nb/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/nl/LC_MESSAGES/django.po wagtail/admin/locale/pl/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/pt_PT/LC_MESSAGES/django.po wagtail/admin/locale/pt_PT/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/ro/LC_MESSAGES/django.po wagtail/admin/locale/ro/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/sk_SK/LC_MESSAGES/django.po wagtail/admin/locale/sk_SK/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/sl/LC_MESSAGES/django.po wagtail/admin/locale/sl/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/sr/LC_MESSAGES/djangojs.po wagtail/admin/locale/sv/LC_MESSAGES/django.po '
        'wagtail/admin/locale/ta/LC_MESSAGES/djangojs.po wagtail/admin/locale/tet/LC_MESSAGES/django.po '
        'wagtail/admin/locale/tet/LC_MESSAGES/djangojs.po wagtail/admin/locale/tr/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/ug/LC_MESSAGES/djangojs.po wagtail/admin/locale/vi/LC_MESSAGES/django.po '
        'wagtail/admin/locale/vi/LC_MESSAGES/djangojs.po wagtail/admin/locale/zh/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/zh_Hans/LC_MESSAGES/django.po '
        'wagtail/admin/locale/zh_Hans/LC_MESSAGES/djangojs.po '
        'wagtail/admin/locale/zh_Hant/LC_MESSAGES/django.po '
        'wagtail/admin/locale/zh_Hant/LC_MESSAGES/djangojs.po '
        'wagtail/documents/locale/af/LC_MESSAGES/django.po wagtail/documents/locale/ar/LC_MESSAGES/django.po '
        'wagtail/documents/locale/az_AZ/LC_MESSAGES/django.po '
        'wagtail/documents/locale/be/LC_MESSAGES/django.po wagtail/documents/locale/bg/LC_MESSAGES/django.po '
        'wagtail/documents/locale/cs/LC_MESSAGES/django.po wagtail/documents/locale/cy/LC_MESSAGES/django.po '
        'wagtail/documents/locale/da/LC_MESSAGES/django.po wagtail/documents/locale/de/LC_MESSAGES/django.po '
        'wagtail/documents/locale/el/LC_MESSAGES/django.po wagtail/documents/locale/en/LC_MESSAGES/django.po '
        'wagtail/documents/locale/es/LC_MESSAGES/django.po '
        'wagtail/documents/locale/es_419/LC_MESSAGES/django.po '
        'wagtail/documents/locale/et/LC_MESSAGES/django.po wagtail/documents/locale/fa/LC_MESSAGES/django.po '
        'wagtail/documents/locale/gl/LC_MESSAGES/django.po '
        'wagtail/documents/locale/he_IL/LC_MESSAGES/django.po '
        'wagtail/documents/locale/ht/LC_MESSAGES/django.po wagtail/documents/locale/hu/LC_MESSAGES/django.po '
        'wagtail/documents/locale/is_IS/LC_MESSAGES/django.po '
        'wagtail/documents/locale/ja/LC_MESSAGES/django.po wagtail/documents/locale/ka/LC_MESSAGES/django.po '
        'wagtail/documents/locale/mi/LC_MESSAGES/django.po wagtail/documents/locale/mn/LC_MESSAGES/django.po '
        'wagtail/documents/locale/my/LC_MESSAGES/django.po wagtail/documents/locale/nb/LC_MESSAGES/django.po '
        'wagtail/documents/locale/nl/LC_MESSAGES/django.po '
        'wagtail/documents/locale/pt_BR/LC_MESSAGES/django.po '
        'wagtail/documents/locale/pt_PT/LC_MESSAGES/django.po '
        'wagtail/documents/locale/ru/LC_MESSAGES/django.po wagtail/documents/locale/sv/LC_MESSAGES/django.po '
        'wagtail/documents/locale/tet/LC_MESSAGES/django.po '
        'wagtail/documents/locale/th/LC_MESSAGES/django.po '
        'wagtail/documents/locale/tr_TR/LC_MESSAGES/django.po '
        'wagtail/documents/locale/ug/LC_MESSAGES/django.po wagtail/documents/locale/uk/LC_MESSAGES/django.po '
        'wagtail/documents/locale/vi/LC_MESSAGES/django.po wagtail/documents/locale/zh/LC_MESSAGES/django.po '
        'wagtail/documents/locale/zh_Hant/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/ca/LC_MESSAGES/django.po wagtail/embeds/locale/cs/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/cy/LC_MESSAGES/django.po wagtail/embeds/locale/da/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/de/LC_MESSAGES/django.po wagtail/embeds/locale/en/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/es/LC_MESSAGES/django.po wagtail/embeds/locale/et/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/fa/LC_MESSAGES/django.po wagtail/embeds/locale/fr/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/hr_HR/LC_MESSAGES/django.po wagtail/embeds/locale/hu/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/id_ID/LC_MESSAGES/django.po wagtail/embeds/locale/is_IS/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/it/LC_MESSAGES/django.po wagtail/embeds/locale/ja/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/lt/LC_MESSAGES/django.po wagtail/embeds/locale/mn/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/my/LC_MESSAGES/django.po wagtail/embeds/locale/nb/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/pt_BR/LC_MESSAGES/django.po wagtail/embeds/locale/sk_SK/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/th/LC_MESSAGES/django.po wagtail/embeds/locale/tr/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/tr_TR/LC_MESSAGES/django.po wagtail/embeds/locale/ug/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/vi/LC_MESSAGES/django.po wagtail/embeds/locale/zh/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/zh_Hans/LC_MESSAGES/django.po '
        'wagtail/embeds/locale/zh_Hant/LC_MESSAGES/django.po wagtail/images/locale/ar/LC_MESSAGES/django.po '
        'wagtail/images/locale/az_AZ/LC_MESSAGES/django.po wagtail/images/locale/be/LC_MESSAGES/django.po '
        'wagtail/images/locale/bn/LC_MESSAGES/django.po wagtail/images/locale/ca/LC_MESSAGES/django.po '
        'wagtail/images/locale/de/LC_MESSAGES/django.po wagtail/images/locale/dv/LC_MESSAGES/django.po '
        'wagtail/images/locale/el/LC_MESSAGES/django.po wagtail/images/locale/en/LC_MESSAGES/django.po '
        'wagtail/images/locale/es_419/LC_MESSAGES/django.po wagtail/images/locale/et/LC_MESSAGES/django.po '
        'wagtail/images/locale/fr/LC_MESSAGES/django.po wagtail/images/locale/gl/LC_MESSAGES/django.po '
        'wagtail/images/locale/ht/LC_MESSAGES/django.po wagtail/images/locale/it/LC_MESSAGES/django.po '
        'wagtail/images/locale/ka/LC_MESSAGES/django.po wagtail/images/locale/mn/LC_MESSAGES/django.po '
        'wagtail/images/locale/my/LC_MESSAGES/django.po wagtail/images/locale/nb/LC_MESSAGES/django.po '
        'wagtail/images/locale/nl/LC_MESSAGES/django.po wagtail/images/locale/pt_PT/LC_MESSAGES/django.po '
        'wagtail/images/locale/ro/LC_MESSAGES/django.po wagtail/images/locale/sl/LC_MESSAGES/django.po '
        'wagtail/images/locale/tet/LC_MESSAGES/django.po wagtail/images/locale/th/LC_MESSAGES/django.po '
        'wagtail/images/locale/tr_TR/LC_MESSAGES/django.po wagtail/images/locale/ug/LC_MESSAGES/django.po '
        'wagtail/images/locale/uk/LC_MESSAGES/django.po wagtail/images/locale/zh_Hans/LC_MESSAGES/django.po '
        'wagtail/locales/locale/be/LC_MESSAGES/django.po wagtail/locales/locale/ca/LC_MESSAGES/django.po '
        'wagtail/locales/locale/cs/LC_MESSAGES/django.po wagtail/locales/locale/de/LC_MESSAGES/django.po '
        'wagtail/locales/locale/dv/LC_MESSAGES/django.po wagtail/locales/locale/el/LC_MESSAGES/django.po '
        'wagtail/locales/locale/en/LC_MESSAGES/django.po wagtail/locales/locale/es/LC_MESSAGES/django.po '
        'wagtail/locales/locale/fa/LC_MESSAGES/django.po wagtail/locales/locale/fi/LC_MESSAGES/django.po '
        'wagtail/locales/locale/gl/LC_MESSAGES/django.po wagtail/locales/locale/hr_HR/LC_MESSAGES/django.po '
        'wagtail/locales/locale/it/LC_MESSAGES/django.po wagtail/locales/locale/ko/LC_MESSAGES/django.po '
        'wagtail/locales/locale/lt/LC_MESSAGES/django.po wagtail/locales/locale/nb/LC_MESSAGES/django.po '
        'wagtail/locales/locale/nl/LC_MESSAGES/django.po wagtail/locales/locale/pl/LC_MESSAGES/django.po '
        'wagtail/locales/locale/pt_PT/LC_MESSAGES/django.po wagtail/locales/locale/ro/LC_MESSAGES/django.po '
        'wagtail/locales/locale/ru/LC_MESSAGES/django.po wagtail/locales/locale/sv/LC_MESSAGES/django.po '
        'wagtail/locales/locale/th/LC_MESSAGES/django.po wagtail/locales/locale/tr/LC_MESSAGES/django.po '
        'wagtail/locales/locale/tr_TR/LC_MESSAGES/django.po wagtail/locales/locale/ug/LC_MESSAGES/django.po '
        'wagtail/locales/locale/uk/LC_MESSAGES/django.po wagtail/locales/locale/zh/LC_MESSAGES/django.po '
        'wagtail/locales/locale/zh_Hans/LC_MESSAGES/django.po wagtail/search/locale/ar/LC_MESSAGES/django.po '
        'wagtail/search/locale/de/LC_MESSAGES/django.po wagtail/search/locale/dv/LC_MESSAGES/django.po '
        'wagtail/search/locale/et/LC_MESSAGES/django.po wagtail/search/locale/fa/LC_MESSAGES/django.po '
        'wagtail/search/locale/fr/LC_MESSAGES/django.po wagtail/search/locale/hr_HR/LC_MESSAGES/django.po '
        'wagtail/search/locale/ht/LC_MESSAGES/django.po wagtail/search/locale/id_ID/LC_MESSAGES/django.po '
        'wagtail/search/locale/it/LC_MESSAGES/django.po wagtail/search/locale/ko/LC_MESSAGES/django.po '
        'wagtail/search/locale/lt/LC_MESSAGES/django.po wagtail/search/locale/mi/LC_MESSAGES/django.po '
        'wagtail/search/locale/nb/LC_MESSAGES/django.po wagtail/search/locale/nl/LC_MESSAGES/django.po '
        'wagtail/search/locale/pt_BR/LC_MESSAGES/django.po wagtail/search/locale/ru/LC_MESSAGES/django.po '
        'wagtail/search/locale/sl/LC_MESSAGES/django.po wagtail/search/locale/tr_TR/LC_MESSAGES/django.po '
        'wagtail/search/locale/ug/LC_MESSAGES/django.po wagtail/search/locale/zh_Hant/LC_MESSAGES/django.po '
        'wagtail/sites/locale/ar/LC_MESSAGES/django.po wagtail/sites/locale/dv/LC_MESSAGES/django.po '
        'wagtail/sites/locale/el/LC_MESSAGES/django.po wagtail/sites/locale/en/LC_MESSAGES/django.po '
        'wagtail/sites/locale/en_IN/LC_MESSAGES/django.po wagtail/sites/locale/es/LC_MESSAGES/django.po '
        'wagtail/sites/locale/es_VE/LC_MESSAGES/django.po wagtail/sites/locale/et/LC_MESSAGES/django.po '
        'wagtail/sites/locale/fi/LC_MESSAGES/django.po wagtail/sites/locale/he_IL/LC_MESSAGES/django.po '
        'wagtail/sites/locale/hi/LC_MESSAGES/django.po wagtail/sites/locale/id_ID/LC_MESSAGES/django.po '
        'wagtail/sites/locale/is_IS/LC_MESSAGES/django.po wagtail/sites/locale/it/LC_MESSAGES/django.po '
        'wagtail/sites/locale/ko/LC_MESSAGES/django.po wagtail/sites/locale/lt/LC_MESSAGES/django.po '
        'wagtail/sites/locale/mn/LC_MESSAGES/django.po wagtail/sites/locale/ro/LC_MESSAGES/django.po '
        'wagtail/sites/locale/ru/LC_MESSAGES/django.po wagtail/sites/locale/sl/LC_MESSAGES/django.po '
        'wagtail/sites/locale/sr/LC_MESSAGES/django.po wagtail/sites/locale/tet/LC_MESSAGES/django.po '
        'wagtail/sites/locale/th/LC_MESSAGES/django.po wagtail/sites/locale/tr/LC_MESSAGES/django.po '
        'wagtail/sites/locale/ug/LC_MESSAGES/django.po wagtail/sites/locale/vi/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/ar/LC_MESSAGES/django.po wagtail/snippets/locale/be/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/bg/LC_MESSAGES/django.po wagtail/snippets/locale/bn/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/cs/LC_MESSAGES/django.po wagtail/snippets/locale/da/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/de/LC_MESSAGES/django.po wagtail/snippets/locale/en/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/es/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/es_419/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/et/LC_MESSAGES/django.po wagtail/snippets/locale/eu/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/fa/LC_MESSAGES/django.po wagtail/snippets/locale/fr/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/gl/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/he_IL/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/hi/LC_MESSAGES/django.po wagtail/snippets/locale/ht/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/id_ID/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/ka/LC_MESSAGES/django.po wagtail/snippets/locale/my/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/nb/LC_MESSAGES/django.po wagtail/snippets/locale/nl/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/sr/LC_MESSAGES/django.po wagtail/snippets/locale/ta/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/tet/LC_MESSAGES/django.po wagtail/snippets/locale/th/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/uk/LC_MESSAGES/django.po wagtail/snippets/locale/vi/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/zh/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/zh_Hans/LC_MESSAGES/django.po '
        'wagtail/snippets/locale/zh_Hant/LC_MESSAGES/django.po wagtail/users/locale/ar/LC_MESSAGES/django.po '
        'wagtail/users/locale/be/LC_MESSAGES/django.po wagtail/users/locale/bn/LC_MESSAGES/django.po '
        'wagtail/users/locale/ca/LC_MESSAGES/django.po wagtail/users/locale/cs/LC_MESSAGES/django.po '
        'wagtail/users/locale/cy/LC_MESSAGES/django.po wagtail/users/locale/de/LC_MESSAGES/django.po '
        'wagtail/users/locale/el/LC_MESSAGES/django.po wagtail/users/locale/en/LC_MESSAGES/django.po '
        'wagtail/users/locale/et/LC_MESSAGES/django.po wagtail/users/locale/fa/LC_MESSAGES/django.po '
        'wagtail/users/locale/fr/LC_MESSAGES/django.po wagtail/users/locale/gl/LC_MESSAGES/django.po '
        'wagtail/users/locale/is_IS/LC_MESSAGES/django.po wagtail/users/locale/ja/LC_MESSAGES/django.po '
        'wagtail/users/locale/ka/LC_MESSAGES/django.po wagtail/users/locale/ko/LC_MESSAGES/django.po '
        'wagtail/users/locale/lv/LC_MESSAGES/django.po wagtail/users/locale/mn/LC_MESSAGES/django.po '
        'wagtail/users/locale/nb/LC_MESSAGES/django.po wagtail/users/locale/nl/LC_MESSAGES/django.po '
        'wagtail/users/locale/pt_PT/LC_MESSAGES/django.po wagtail/users/locale/sk_SK/LC_MESSAGES/django.po '
        'wagtail/users/locale/th/LC_MESSAGES/django.po wagtail/users/locale/tr/LC_MESSAGES/django.po '
        'wagtail/users/locale/tr_TR/LC_MESSAGES/django.po wagtail/users/locale/zh_Hans/LC_MESSAGES/django.po '
        'wagtail/users/locale/zh_Hant/LC_MESSAGES/django.po'
    ),
}


WAGTAIL_PO_OTHER = {
    '': (
        'wagtail/admin/locale/az_AZ/LC_MESSAGES/django.mo wagtail/admin/locale/az_AZ/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/be/LC_MESSAGES/django.mo wagtail/admin/locale/bg/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/ca/LC_MESSAGES/django.mo wagtail/admin/locale/cy/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/el/LC_MESSAGES/django.mo wagtail/admin/locale/es/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/es_VE/LC_MESSAGES/django.mo wagtail/admin/locale/es_VE/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/et/LC_MESSAGES/django.mo wagtail/admin/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/fa/LC_MESSAGES/djangojs.mo wagtail/admin/locale/fi/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/fi/LC_MESSAGES/djangojs.mo wagtail/admin/locale/fr/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/fr/LC_MESSAGES/djangojs.mo wagtail/admin/locale/gl/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/hr_HR/LC_MESSAGES/django.mo wagtail/admin/locale/hr_HR/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/ht/LC_MESSAGES/django.mo wagtail/admin/locale/hu/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/hu/LC_MESSAGES/djangojs.mo wagtail/admin/locale/id_ID/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/ka/LC_MESSAGES/django.mo wagtail/admin/locale/ka/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/ko/LC_MESSAGES/djangojs.mo wagtail/admin/locale/lv/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/lv/LC_MESSAGES/djangojs.mo wagtail/admin/locale/mn/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/my/LC_MESSAGES/django.mo wagtail/admin/locale/my/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/nb/LC_MESSAGES/django.mo wagtail/admin/locale/nb/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/nl/LC_MESSAGES/djangojs.mo wagtail/admin/locale/pl/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/pl/LC_MESSAGES/djangojs.mo wagtail/admin/locale/pt_PT/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/ro/LC_MESSAGES/django.mo wagtail/admin/locale/sk_SK/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/sk_SK/LC_MESSAGES/djangojs.mo wagtail/admin/locale/sl/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/sl/LC_MESSAGES/djangojs.mo wagtail/admin/locale/sr/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/sv/LC_MESSAGES/djangojs.mo wagtail/admin/locale/ta/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/tet/LC_MESSAGES/django.mo wagtail/admin/locale/ug/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/ug/LC_MESSAGES/djangojs.mo wagtail/admin/locale/vi/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/vi/LC_MESSAGES/djangojs.mo wagtail/admin/locale/zh/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/zh_Hans/LC_MESSAGES/djangojs.mo '
        'wagtail/admin/locale/zh_Hant/LC_MESSAGES/django.mo '
        'wagtail/admin/locale/zh_Hant/LC_MESSAGES/djangojs.mo '
        'wagtail/documents/locale/ar/LC_MESSAGES/django.mo wagtail/documents/locale/be/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/bg/LC_MESSAGES/django.mo wagtail/documents/locale/cy/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/da/LC_MESSAGES/django.mo wagtail/documents/locale/de/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/el/LC_MESSAGES/django.mo wagtail/documents/locale/en/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/es/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/es_419/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/et/LC_MESSAGES/django.mo wagtail/documents/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/gl/LC_MESSAGES/django.mo wagtail/documents/locale/ht/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/hu/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/is_IS/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/ka/LC_MESSAGES/django.mo wagtail/documents/locale/my/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/nb/LC_MESSAGES/django.mo wagtail/documents/locale/nl/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/pt_PT/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/tet/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/tr_TR/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/ug/LC_MESSAGES/django.mo wagtail/documents/locale/uk/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/vi/LC_MESSAGES/django.mo '
        'wagtail/documents/locale/zh_Hant/LC_MESSAGES/django.mo '
        'wagtail/embeds/locale/ca/LC_MESSAGES/django.mo wagtail/embeds/locale/cy/LC_MESSAGES/django.mo '
        'wagtail/embeds/locale/da/LC_MESSAGES/django.mo wagtail/embeds/locale/en/LC_MESSAGES/django.mo '
        'wagtail/embeds/locale/hu/LC_MESSAGES/django.mo wagtail/embeds/locale/id_ID/LC_MESSAGES/django.mo '
        'wagtail/embeds/locale/is_IS/LC_MESSAGES/django.mo wagtail/embeds/locale/it/LC_MESSAGES/django.mo '
        'wagtail/embeds/locale/ja/LC_MESSAGES/django.mo wagtail/embeds/locale/lt/LC_MESSAGES/django.mo '
        'wagtail/embeds/locale/pt_BR/LC_MESSAGES/django.mo wagtail/embeds/locale/sk_SK/LC_MESSAGES/django.mo '
        'wagtail/embeds/locale/th/LC_MESSAGES/django.mo wagtail/embeds/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/embeds/locale/ug/LC_MESSAGES/django.mo wagtail/embeds/locale/vi/LC_MESSAGES/django.mo '
        'wagtail/embeds/locale/zh/LC_MESSAGES/django.mo wagtail/embeds/locale/zh_Hant/LC_MESSAGES/django.mo '
        'wagtail/images/locale/ar/LC_MESSAGES/django.mo wagtail/images/locale/be/LC_MESSAGES/django.mo '
        'wagtail/images/locale/ca/LC_MESSAGES/django.mo wagtail/images/locale/el/LC_MESSAGES/django.mo '
        'wagtail/images/locale/fr/LC_MESSAGES/django.mo wagtail/images/locale/gl/LC_MESSAGES/django.mo '
        'wagtail/images/locale/it/LC_MESSAGES/django.mo wagtail/images/locale/my/LC_MESSAGES/django.mo '
        'wagtail/images/locale/nb/LC_MESSAGES/django.mo wagtail/images/locale/nl/LC_MESSAGES/django.mo '
        'wagtail/images/locale/tet/LC_MESSAGES/django.mo wagtail/images/locale/th/LC_MESSAGES/django.mo '
        'wagtail/images/locale/tr_TR/LC_MESSAGES/django.mo '
        'wagtail/images/locale/zh_Hans/LC_MESSAGES/django.mo wagtail/locales/locale/be/LC_MESSAGES/django.mo '
        'wagtail/locales/locale/ca/LC_MESSAGES/django.mo wagtail/locales/locale/cs/LC_MESSAGES/django.mo '
        'wagtail/locales/locale/dv/LC_MESSAGES/django.mo wagtail/locales/locale/el/LC_MESSAGES/django.mo '
        'wagtail/locales/locale/en/LC_MESSAGES/django.mo wagtail/locales/locale/es/LC_MESSAGES/django.mo '
        'wagtail/locales/locale/fi/LC_MESSAGES/django.mo wagtail/locales/locale/gl/LC_MESSAGES/django.mo '
        'wagtail/locales/locale/ko/LC_MESSAGES/django.mo wagtail/locales/locale/nl/LC_MESSAGES/django.mo '
        'wagtail/locales/locale/ro/LC_MESSAGES/django.mo wagtail/locales/locale/ru/LC_MESSAGES/django.mo '
        'wagtail/locales/locale/tr_TR/LC_MESSAGES/django.mo wagtail/locales/locale/ug/LC_MESSAGES/django.mo '
        'wagtail/locales/locale/uk/LC_MESSAGES/django.mo wagtail/locales/locale/zh/LC_MESSAGES/django.mo '
        'wagtail/search/locale/ar/LC_MESSAGES/django.mo wagtail/search/locale/de/LC_MESSAGES/django.mo '
        'wagtail/search/locale/et/LC_MESSAGES/django.mo wagtail/search/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/search/locale/id_ID/LC_MESSAGES/django.mo wagtail/search/locale/lt/LC_MESSAGES/django.mo '
        'wagtail/search/locale/mi/LC_MESSAGES/django.mo wagtail/search/locale/pt_BR/LC_MESSAGES/django.mo '
        'wagtail/search/locale/ru/LC_MESSAGES/django.mo wagtail/search/locale/tr_TR/LC_MESSAGES/django.mo '
        'wagtail/search/locale/zh_Hant/LC_MESSAGES/django.mo wagtail/sites/locale/ar/LC_MESSAGES/django.mo '
        'wagtail/sites/locale/dv/LC_MESSAGES/django.mo wagtail/sites/locale/el/LC_MESSAGES/django.mo '
        'wagtail/sites/locale/en/LC_MESSAGES/django.mo wagtail/sites/locale/en_IN/LC_MESSAGES/django.mo '
        'wagtail/sites/locale/es/LC_MESSAGES/django.mo wagtail/sites/locale/es_VE/LC_MESSAGES/django.mo '
        'wagtail/sites/locale/et/LC_MESSAGES/django.mo wagtail/sites/locale/fi/LC_MESSAGES/django.mo '
        'wagtail/sites/locale/he_IL/LC_MESSAGES/django.mo wagtail/sites/locale/is_IS/LC_MESSAGES/django.mo '
        'wagtail/sites/locale/lt/LC_MESSAGES/django.mo wagtail/sites/locale/ro/LC_MESSAGES/django.mo '
        'wagtail/sites/locale/ru/LC_MESSAGES/django.mo wagtail/sites/locale/sl/LC_MESSAGES/django.mo '
        'wagtail/sites/locale/sr/LC_MESSAGES/django.mo wagtail/sites/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/ar/LC_MESSAGES/django.mo wagtail/snippets/locale/be/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/bg/LC_MESSAGES/django.mo wagtail/snippets/locale/cs/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/de/LC_MESSAGES/django.mo wagtail/snippets/locale/es/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/es_419/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/et/LC_MESSAGES/django.mo wagtail/snippets/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/fr/LC_MESSAGES/django.mo wagtail/snippets/locale/gl/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/he_IL/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/hi/LC_MESSAGES/django.mo wagtail/snippets/locale/ht/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/ka/LC_MESSAGES/django.mo wagtail/snippets/locale/my/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/nb/LC_MESSAGES/django.mo wagtail/snippets/locale/nl/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/sr/LC_MESSAGES/django.mo wagtail/snippets/locale/ta/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/th/LC_MESSAGES/django.mo wagtail/snippets/locale/vi/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/zh_Hans/LC_MESSAGES/django.mo '
        'wagtail/snippets/locale/zh_Hant/LC_MESSAGES/django.mo wagtail/users/locale/be/LC_MESSAGES/django.mo '
        'wagtail/users/locale/bn/LC_MESSAGES/django.mo wagtail/users/locale/cs/LC_MESSAGES/django.mo '
        'wagtail/users/locale/cy/LC_MESSAGES/django.mo wagtail/users/locale/el/LC_MESSAGES/django.mo '
        'wagtail/users/locale/en/LC_MESSAGES/django.mo wagtail/users/locale/et/LC_MESSAGES/django.mo '
        'wagtail/users/locale/is_IS/LC_MESSAGES/django.mo wagtail/users/locale/ja/LC_MESSAGES/django.mo '
        'wagtail/users/locale/ka/LC_MESSAGES/django.mo wagtail/users/locale/lv/LC_MESSAGES/django.mo '
        'wagtail/users/locale/mn/LC_MESSAGES/django.mo wagtail/users/locale/pt_PT/LC_MESSAGES/django.mo '
        'wagtail/users/locale/sk_SK/LC_MESSAGES/django.mo wagtail/users/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/users/locale/tr_TR/LC_MESSAGES/django.mo wagtail/users/locale/zh_Hant/LC_MESSAGES/django.mo'
    ),
}


WAGTAIL_CONTRIB_MO_KIND = {
    '': (
        'wagtail/contrib/forms/locale/be/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/bg/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/ca/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/cs/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/cy/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/da/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/dv/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/el/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/es/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/et/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/eu/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/fi/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/fr/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/gl/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/ht/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/hu/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/hy/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/id_ID/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/is_IS/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/it/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/ko/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/lt/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/lv/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/mi/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/mn/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/nb/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/nl/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/pl/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/pt_BR/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/pt_PT/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/ro/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/ru/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/sk_SK/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/sl/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/sv/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/tet/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/th/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/uk/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/vi/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/zh_Hans/LC_MESSAGES/django.mo '
        'wagtail/contrib/forms/locale/zh_Hant/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/af/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/ar/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/az_AZ/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/be/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/bn/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/ca/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/cs/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/da/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/de/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/dv/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/el/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/en_IN/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/es/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/es_419/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/es_VE/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/eu/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/fr/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/hr_HR/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/ht/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/hu/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/hy/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/id_ID/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/is_IS/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/ja/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/ka/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/ko/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/lt/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/mi/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/nb/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/nl/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/pl/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/ru/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/sv/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/tet/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/th/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/tr_TR/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/ug/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/uk/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/vi/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/zh/LC_MESSAGES/django.mo '
        'wagtail/contrib/redirects/locale/zh_Hant/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/af/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/be/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/bg/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/ca/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/cs/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/cy/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/da/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/dv/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/el/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/en/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/en_IN/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/es/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/es_VE/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/eu/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/gl/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/he_IL/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/ht/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/hu/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/id_ID/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/it/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/ja/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/ka/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/ko/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/lt/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/mi/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/mn/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/my/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/nb/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/pl/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/pt_BR/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/pt_PT/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/ro/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/ru/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/sk_SK/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/sr/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/ta/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/tet/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/th/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/tr_TR/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/vi/LC_MESSAGES/django.mo '
        'wagtail/contrib/search_promotions/locale/zh/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/az_AZ/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/bg/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/ca/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/cs/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/cy/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/da/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/dv/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/el/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/en/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/en_IN/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/es_419/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/es_VE/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/et/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/fi/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/fr/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/he_IL/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/hr_HR/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/ht/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/it/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/ja/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/ka/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/ko/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/lt/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/my/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/nb/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/nl/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/pl/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/pt_BR/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/pt_PT/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/ro/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/ru/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/sk_SK/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/sl/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/sr/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/sv/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/th/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/uk/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/vi/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/zh/LC_MESSAGES/django.mo '
        'wagtail/contrib/settings/locale/zh_Hant/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/ar/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/be/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/bg/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/ca/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/cs/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/de/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/dv/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/en/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/es/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/es_419/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/fr/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/gl/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/hr_HR/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/is_IS/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/ko/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/lt/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/nb/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/pt_BR/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/pt_PT/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/ru/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/sl/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/sv/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/tet/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/uk/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/zh_Hans/LC_MESSAGES/django.mo '
        'wagtail/contrib/simple_translation/locale/zh_Hant/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/be/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/bn/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/cs/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/cy/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/de/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/dv/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/el/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/en/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/en_IN/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/es/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/es_419/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/et/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/fi/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/fr/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/he_IL/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/hi/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/hr_HR/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/ht/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/id_ID/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/ja/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/ka/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/ko/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/lt/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/lv/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/my/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/nb/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/nl/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/pt_PT/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/ro/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/sl/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/sv/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/ta/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/tet/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/tr_TR/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/ug/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/uk/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/zh/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/zh_Hans/LC_MESSAGES/django.mo '
        'wagtail/contrib/styleguide/locale/zh_Hant/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/ar/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/be/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/ca/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/cs/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/cy/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/de/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/dv/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/en_IN/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/es/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/fi/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/fr/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/gl/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/hr_HR/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/ht/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/id_ID/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/is_IS/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/it/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/ja/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/ko/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/lt/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/lv/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/my/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/nb/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/nl/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/pl/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/pt_BR/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/pt_PT/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/ro/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/sk_SK/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/sl/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/tet/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/th/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/tr_TR/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/ug/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/uk/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/vi/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/zh_Hans/LC_MESSAGES/django.mo '
        'wagtail/contrib/table_block/locale/zh_Hant/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/be/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/de/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/dv/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/el/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/fa/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/fr/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/hu/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/it/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/ko/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/lt/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/pl/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/pt_PT/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/ro/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/ru/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/sl/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/sv/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/tr/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/uk/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/zh/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/zh_Hans/LC_MESSAGES/django.mo '
        'wagtail/contrib/typed_table_block/locale/zh_Hant/LC_MESSAGES/django.mo'
    ),
}


WAGTAIL_CONTRIB_MO_OTHER = {
    '': (
        'wagtail/contrib/forms/locale/be/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/ca/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/cy/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/es/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/et/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/fi/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/hu/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/is_IS/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/lt/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/mi/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/mn/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/nb/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/pt_BR/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/pt_PT/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/ru/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/sk_SK/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/tet/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/th/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/tr/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/uk/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/zh_Hans/LC_MESSAGES/django.po '
        'wagtail/contrib/forms/locale/zh_Hant/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/ar/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/be/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/ca/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/da/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/de/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/dv/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/en_IN/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/es_419/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/eu/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/fr/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/hr_HR/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/ht/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/hy/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/id_ID/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/ka/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/ko/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/mi/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/nl/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/pl/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/ru/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/sv/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/tet/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/th/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/tr/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/tr_TR/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/vi/LC_MESSAGES/django.po '
        'wagtail/contrib/redirects/locale/zh_Hant/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/af/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/be/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/bg/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/cs/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/da/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/dv/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/el/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/es/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/eu/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/fa/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/gl/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/hu/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/id_ID/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/it/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/ja/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/ka/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/lt/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/mi/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/my/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/nb/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/pl/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/pt_BR/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/pt_PT/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/ro/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/sk_SK/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/tet/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/th/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/tr/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/vi/LC_MESSAGES/django.po '
        'wagtail/contrib/search_promotions/locale/zh/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/az_AZ/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/bg/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/cy/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/da/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/dv/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/el/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/en/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/en_IN/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/es_VE/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/et/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/fa/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/fi/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/fr/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/he_IL/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/ja/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/ko/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/lt/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/my/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/nb/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/pl/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/pt_BR/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/ro/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/ru/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/sk_SK/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/sv/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/th/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/tr/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/uk/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/zh/LC_MESSAGES/django.po '
        'wagtail/contrib/settings/locale/zh_Hant/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/ar/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/be/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/ca/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/dv/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/en/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/es/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/fr/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/gl/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/hr_HR/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/is_IS/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/ko/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/lt/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/nb/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/pt_BR/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/pt_PT/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/ru/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/sl/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/sv/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/tet/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/tr/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/uk/LC_MESSAGES/django.po '
        'wagtail/contrib/simple_translation/locale/zh_Hant/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/be/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/bn/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/cy/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/dv/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/el/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/en/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/en_IN/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/es/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/es_419/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/et/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/ht/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/id_ID/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/ka/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/lt/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/lv/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/my/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/nb/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/pt_PT/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/ta/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/tet/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/ug/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/uk/LC_MESSAGES/django.po '
        'wagtail/contrib/styleguide/locale/zh_Hans/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/ar/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/be/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/ca/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/cs/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/cy/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/de/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/dv/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/en_IN/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/es/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/fa/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/fi/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/gl/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/ht/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/id_ID/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/is_IS/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/it/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/ja/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/ko/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/lt/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/lv/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/nl/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/pl/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/pt_BR/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/pt_PT/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/ro/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/sk_SK/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/th/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/ug/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/uk/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/vi/LC_MESSAGES/django.po '
        'wagtail/contrib/table_block/locale/zh_Hans/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/be/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/de/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/dv/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/fa/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/fr/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/hu/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/it/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/lt/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/pl/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/ro/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/ru/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/sl/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/sv/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/zh/LC_MESSAGES/django.po '
        'wagtail/contrib/typed_table_block/locale/zh_Hant/LC_MESSAGES/django.po'
    ),
}


NAPALM_EXPECTED_KIND = {
    '': (
        'test/eos/mocked_data/test_get_arp_table_with_vrf/normal/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/iss199_bgp_neighbors_without_peer_group/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/issue1504_alt_peer_group_syntax/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/issue_905_group_copydown/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/no_bgp_config/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/normal/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors/issue1759/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors/nobgp/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors/nopeers/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors/normal/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue1416/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue53/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/normal/expected_result.json '
        'test/eos/mocked_data/test_get_config/normal/expected_result.json '
        'test/eos/mocked_data/test_get_config_filtered/normal/expected_result.json '
        'test/eos/mocked_data/test_get_config_sanitized/normal/expected_result.json '
        'test/eos/mocked_data/test_get_config_sanitized_filtered/normal/expected_result.json '
        'test/eos/mocked_data/test_get_environment/ceos430/expected_result.json '
        'test/eos/mocked_data/test_get_environment/issue90_veos/expected_result.json '
        'test/eos/mocked_data/test_get_environment/normal/expected_result.json '
        'test/eos/mocked_data/test_get_facts/normal/expected_result.json '
        'test/eos/mocked_data/test_get_interfaces/issue68_iface_no_physical_addr/expected_result.json '
        'test/eos/mocked_data/test_get_interfaces/normal/expected_result.json '
        'test/eos/mocked_data/test_get_interfaces_counters/normal/expected_result.json '
        'test/eos/mocked_data/test_get_interfaces_ip/normal/expected_result.json '
        'test/eos/mocked_data/test_get_lldp_neighbors/normal/expected_result.json '
        'test/eos/mocked_data/test_get_lldp_neighbors_detail/issue1153/expected_result.json '
        'test/eos/mocked_data/test_get_lldp_neighbors_detail/issue903/expected_result.json '
        'test/eos/mocked_data/test_get_lldp_neighbors_detail/normal/expected_result.json '
        'test/eos/mocked_data/test_get_network_instances/normal/expected_result.json '
        'test/eos/mocked_data/test_get_ntp_servers/details/expected_result.json '
        'test/eos/mocked_data/test_get_ntp_servers/normal/expected_result.json '
        'test/eos/mocked_data/test_get_ntp_stats/normal/expected_result.json '
        'test/eos/mocked_data/test_get_optics/normal/expected_result.json '
        'test/eos/mocked_data/test_get_route_to/iss_1069/expected_result.json '
        'test/eos/mocked_data/test_get_route_to/iss_1347/expected_result.json '
        'test/eos/mocked_data/test_get_route_to/iss_736/expected_result.json '
        'test/eos/mocked_data/test_get_route_to/normal/expected_result.json '
        'test/eos/mocked_data/test_get_route_to_longer/bgp_confederation_origin_suffix/expected_result.json '
        'test/eos/mocked_data/test_get_route_to_longer/normal/expected_result.json '
        'test/eos/mocked_data/test_get_users/normal/expected_result.json '
        'test/eos/mocked_data/test_is_alive/normal/expected_result.json '
        'test/eos/mocked_data/test_ping/dns_truncated/expected_result.json '
        'test/eos/mocked_data/test_ping/dns_unreach/expected_result.json '
        'test/eos/mocked_data/test_ping/normal/expected_result.json '
        'test/eos/mocked_data/test_ping/truncated/expected_result.json '
        'test/eos/mocked_data/test_ping/unreach/expected_result.json '
        'test/eos/mocked_data/test_traceroute/normal/expected_result.json '
        'test/ios/mocked_data/test_get_arp_table/static_arp_entry/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_config/mixed_with_without_groups/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_config/no_afi/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_config/no_bgp/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_config/normal/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_config/peers_without_groups/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_neighbors/bgp_inactive/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_neighbors/normal/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_neighbors/vrfs_mdt/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_neighbors_detail/normal/expected_result.json '
        'test/ios/mocked_data/test_get_config/normal/expected_result.json '
        'test/ios/mocked_data/test_get_config_sanitized/normal/expected_result.json '
        'test/ios/mocked_data/test_get_config_sanitized_filtered/normal/expected_result.json '
        'test/ios/mocked_data/test_get_environment/3850_16.06/expected_result.json '
        'test/ios/mocked_data/test_get_environment/ios_xe/expected_result.json '
        'test/ios/mocked_data/test_get_environment/normal/expected_result.json '
        'test/ios/mocked_data/test_get_environment/temp_cmd_fail/expected_result.json '
        'test/ios/mocked_data/test_get_facts/normal/expected_result.json '
        'test/ios/mocked_data/test_get_facts/old-2950/expected_result.json '
        'test/ios/mocked_data/test_get_interfaces/alternate/expected_result.json '
        'test/ios/mocked_data/test_get_interfaces/alternate2/expected_result.json '
        'test/ios/mocked_data/test_get_interfaces/control-plane-interface/expected_result.json '
        'test/ios/mocked_data/test_get_interfaces/pseudowire/expected_result.json '
        'test/ios/mocked_data/test_get_interfaces_counters/short_if_names/expected_result.json '
        'test/ios/mocked_data/test_get_interfaces_ip/no_ipv6_support/expected_result.json '
        'test/ios/mocked_data/test_get_interfaces_ip/normal/expected_result.json '
        'test/ios/mocked_data/test_get_ipv6_neighbors_table/empty/expected_result.json '
        'test/ios/mocked_data/test_get_ipv6_neighbors_table/long/expected_result.json '
        'test/ios/mocked_data/test_get_ipv6_neighbors_table/normal/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors/hostname_spaces/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors/inconsistent_domain_name/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors/long_names/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors/normal/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/alternate2/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/device_id_20chars/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/device_id_20chars_space/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/missing_capability/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/normal/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/older_ios/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/2960_format/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/3560_format/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/4500_format/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/4500_format2/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/4500_format3/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/4948_format/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/6500_6800_vss_format/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/6500_format/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/6500_format3/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/6500_missing_vlan/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/alt_show_cmd/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/normal/expected_result.json '
        'test/ios/mocked_data/test_get_network_instances/no_vrf_svis/expected_result.json '
        'test/ios/mocked_data/test_get_network_instances/normal/expected_result.json '
        'test/ios/mocked_data/test_get_network_instances/novrf/expected_result.json '
        'test/ios/mocked_data/test_get_ntp_servers/normal/expected_result.json '
        'test/ios/mocked_data/test_get_ntp_stats/normal/expected_result.json '
        'test/ios/mocked_data/test_get_optics/interface_shutdown/expected_result.json '
        'test/ios/mocked_data/test_get_optics/interface_shutdown_v2/expected_result.json '
        'test/ios/mocked_data/test_get_optics/low_rx_power/expected_result.json '
        'test/ios/mocked_data/test_get_optics/normal/expected_result.json '
        'test/ios/mocked_data/test_get_optics/vss_setup/expected_result.json '
        'test/ios/mocked_data/test_get_route_to/7200_format/expected_result.json '
        'test/ios/mocked_data/test_get_route_to/asr_pe/expected_result.json '
        'test/ios/mocked_data/test_get_route_to/non_exact/expected_result.json '
        'test/ios/mocked_data/test_get_route_to/normal/expected_result.json '
        'test/ios/mocked_data/test_get_snmp_information/normal/expected_result.json '
        'test/ios/mocked_data/test_get_users/normal/expected_result.json '
        'test/ios/mocked_data/test_get_vlans/no_show_vlan_all_ports/expected_result.json '
        'test/ios/mocked_data/test_get_vlans/normal/expected_result.json '
        'test/ios/mocked_data/test_ping/normal/expected_result.json '
        'test/ios/mocked_data/test_ping/ping_fail/expected_result.json '
        'test/iosxr/mocked_data/test_get_arp_table/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_bgp_config/no_bgp/expected_result.json '
        'test/iosxr/mocked_data/test_get_bgp_config/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_bgp_config/peers_without_groups/expected_result.json '
        'test/iosxr/mocked_data/test_get_bgp_neighbors_detail/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_config/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_config_filtered/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_config_sanitized/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_config_sanitized_filtered/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_environment/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_environment/xr7_issue_1181/expected_result.json '
        'test/iosxr/mocked_data/test_get_facts/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_facts/normal_alt_form/expected_result.json '
        'test/iosxr/mocked_data/test_get_firewall_policies/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_interfaces/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_interfaces_counters/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_lldp_neighbors_detail/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_mac_address_table/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_network_instances/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_ntp_peers/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_ntp_servers/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_probes_config/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_probes_results/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_route_to/SR638170159/expected_result.json '
        'test/iosxr/mocked_data/test_get_snmp_information/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_users/normal/expected_result.json '
        'test/iosxr/mocked_data/test_is_alive/normal/expected_result.json '
        'test/iosxr/mocked_data/test_ping/normal/expected_result.json '
        'test/iosxr/mocked_data/test_traceroute/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_arp_table/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_bgp_config/no_bgp/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_bgp_config/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_bgp_neighbors/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_bgp_neighbors_detail/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_config/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_config_sanitized/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/asr9k-x64-sysadmin-asr9k-envmon-ui/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/asr9k-x64-sysadmin-envmon-ui/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/ncs540-sysadmin-envmon-ui/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/ncs5500-sysadmin-fretta-envmon-ui/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/xrv9k/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_facts/8000/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_facts/asr9k-x64/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_facts/ncs540/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_facts/ncs540l/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_facts/ncs5500/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_interfaces/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_interfaces_counters/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_lldp_neighbors/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_lldp_neighbors_detail/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_mac_address_table/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_ntp_peers/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_ntp_stats/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_probes_config/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_probes_results/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_snmp_information/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_users/normal/expected_result.json '
        'test/junos/mocked_data/test_get_arp_table/normal/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_config/nhs/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_config/no_bgp/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_config/normal/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors/normal/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors/pr_581/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors/use-send-state-pr209/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors_detail/inet_inet6_inetflow_iss139/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors_detail/normal/expected_result.json '
        'test/junos/mocked_data/test_get_config/normal/expected_result.json '
        'test/junos/mocked_data/test_get_config_filtered/normal/expected_result.json '
        'test/junos/mocked_data/test_get_config_sanitized/normal/expected_result.json '
        'test/junos/mocked_data/test_get_config_sanitized_filtered/normal/expected_result.json '
        'test/junos/mocked_data/test_get_environment/ex9208/expected_result.json '
        'test/junos/mocked_data/test_get_environment/mx10003/expected_result.json '
        'test/junos/mocked_data/test_get_environment/virtualchassis/expected_result.json '
        'test/junos/mocked_data/test_get_facts/normal/expected_result.json '
        'test/junos/mocked_data/test_get_interfaces/iffdown/expected_result.json '
        'test/junos/mocked_data/test_get_interfaces/normal/expected_result.json '
        'test/junos/mocked_data/test_get_interfaces_counters/normal/expected_result.json '
        'test/junos/mocked_data/test_get_interfaces_ip/normal/expected_result.json '
        'test/junos/mocked_data/test_get_ipv6_neighbors_table/mac_is_none/expected_result.json '
        'test/junos/mocked_data/test_get_ipv6_neighbors_table/normal/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors/normal/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/ex9208_qfx10008/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/missing_port_ids/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/normal_mx_m_t/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/qfx5110/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/srx4100/expected_result.json '
        'test/junos/mocked_data/test_get_mac_address_table/bridge_domain/expected_result.json '
        'test/junos/mocked_data/test_get_mac_address_table/vlan/expected_result.json '
        'test/junos/mocked_data/test_get_mac_address_table/vlan_l2ng/expected_result.json '
        'test/junos/mocked_data/test_get_network_instances/bridge/expected_result.json '
        'test/junos/mocked_data/test_get_network_instances/normal/expected_result.json '
        'test/junos/mocked_data/test_get_ntp_peers/normal/expected_result.json '
        'test/junos/mocked_data/test_get_ntp_servers/normal/expected_result.json '
        'test/junos/mocked_data/test_get_optics/infinite_with_space/expected_result.json '
        'test/junos/mocked_data/test_get_optics/normal/expected_result.json '
        'test/junos/mocked_data/test_get_probes_config/normal/expected_result.json '
        'test/junos/mocked_data/test_get_probes_results/normal/expected_result.json '
        'test/junos/mocked_data/test_get_route_to/normal/expected_result.json '
        'test/junos/mocked_data/test_get_users/issue1385/expected_result.json '
        'test/junos/mocked_data/test_get_vlans/bridge_domain/expected_result.json '
        'test/junos/mocked_data/test_get_vlans/vlan_l2ng/expected_result.json '
        'test/junos/mocked_data/test_is_alive/normal/expected_result.json '
        'test/junos/mocked_data/test_ping/normal/expected_result.json '
        'test/junos/mocked_data/test_traceroute/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_arp_table/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_arp_table/test_sub_second_data/expected_result.json '
        'test/nxos/mocked_data/test_get_bgp_neighbors/asdot/expected_result.json '
        'test/nxos/mocked_data/test_get_bgp_neighbors/issue_870/expected_result.json '
        'test/nxos/mocked_data/test_get_bgp_neighbors/l2vpn/expected_result.json '
        'test/nxos/mocked_data/test_get_checkpoint_file/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_config/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_config_filtered/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_config_sanitized/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_config_sanitized_filtered/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_environment/psu_issues_1371_1372/expected_result.json '
        'test/nxos/mocked_data/test_get_facts/N9000/expected_result.json '
        'test/nxos/mocked_data/test_get_facts/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_interfaces/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_interfaces/vlan_interface/expected_result.json '
        'test/nxos/mocked_data/test_get_interfaces_ip/ipv6_n9k/expected_result.json '
        'test/nxos/mocked_data/test_get_interfaces_ip/multiple_ipv6/expected_result.json '
        'test/nxos/mocked_data/test_get_interfaces_ip/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_lldp_neighbors/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_lldp_neighbors_detail/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_mac_address_table/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_ntp_peers/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_ntp_servers/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_ntp_stats/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_snmp_information/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_vlans/6000/expected_result.json '
        'test/nxos/mocked_data/test_get_vlans/interface_without_vlans/expected_result.json '
        'test/nxos/mocked_data/test_is_alive/normal/expected_result.json '
        'test/nxos/mocked_data/test_ping/ping_timed_out/expected_result.json '
        'test/nxos/mocked_data/test_traceroute/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_arp_table/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_arp_table/sub_second_entry/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_arp_table_with_vrf/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_bgp_neighbors/ipv6/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_bgp_neighbors/l2vpn/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_config/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_config_filtered/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_config_sanitized/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_config_sanitized_filtered/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_environment/nxosv_9k/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_facts/7009_6_2_14/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_facts/does_not_support_json/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_facts/issue2151/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_facts/missing_domain/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces/5548_7_0_8_N1_1/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces/6004_7_3_3_N1_1/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces/N93180_7_0_3_I7_2/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces/alternate1/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces/missing_mtu/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces/no_delay/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces_counters/Nexus3548/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces_ip/link_local_dumb_format/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces_ip/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_lldp_neighbors_detail/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_mac_address_table/alternate/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_mac_address_table/gateway_mac/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_mac_address_table/multiple_interfaces/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_mac_address_table/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_network_instances/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_ntp_peers/5548_6_0_2/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_ntp_peers/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_ntp_servers/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_optics/NEXUS3548_v6.0/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_route_to/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_route_to/vrf1/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_snmp_information/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_users/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_vlans/6000/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_vlans/interface_without_vlans/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_vlans/issue_1490_noutf/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_vlans/issue_1490_utf/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_vlans/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_ping/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_traceroute/alternate1/expected_result.json '
        'test/nxos_ssh/mocked_data/test_traceroute/normal/expected_result.json '
        'test/unit/mocked_data/test_get_bgp_neighbors/use-send-state-pr209/expected_result.json'
    ),
}


NAPALM_EXPECTED_OTHER = {
    '': (
        'test/eos/mocked_data/test_get_arp_table_with_vrf/normal/show_arp_vrf_all.json '
        'test/eos/mocked_data/test_get_bgp_config/issue1504_alt_peer_group_syntax/show_running_config___section_router_bgp.text '
        'test/eos/mocked_data/test_get_bgp_config/issue_905_group_copydown/show_running_config___section_router_bgp.text '
        'test/eos/mocked_data/test_get_bgp_config/no_bgp_config/show_running_config___section_router_bgp.text '
        'test/eos/mocked_data/test_get_bgp_neighbors/issue1759/show_ipv6_bgp_peers_vrf_all.json '
        'test/eos/mocked_data/test_get_bgp_neighbors/nobgp/show_ip_bgp_neighbors_vrf_all.json '
        'test/eos/mocked_data/test_get_bgp_neighbors/nopeers/show_ipv6_bgp_peers_vrf_all.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue1416/show_ipv6_bgp_summary_vrf_all.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/normal/show_ip_bgp_neighbors_vrf_all.text '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/normal/show_ip_bgp_summary_vrf_all.json '
        'test/eos/mocked_data/test_get_config_sanitized_filtered/normal/show_startup_config.text '
        'test/eos/mocked_data/test_get_environment/normal/show_processes_top_once.text '
        'test/eos/mocked_data/test_get_facts/normal/show_interfaces.json '
        'test/eos/mocked_data/test_get_interfaces_counters/normal/show_interfaces.json '
        'test/eos/mocked_data/test_get_lldp_neighbors/normal/show_lldp_neighbors.json '
        'test/eos/mocked_data/test_get_lldp_neighbors_detail/issue1153/show_lldp_neighbors__detail.json '
        'test/eos/mocked_data/test_get_ntp_servers/details/show_running_config___section_ntp.text '
        'test/eos/mocked_data/test_get_ntp_servers/normal/show_running_config___section_ntp.text '
        'test/eos/mocked_data/test_get_ntp_stats/normal/show_ntp_associations.text '
        'test/eos/mocked_data/test_get_route_to/iss_1069/show_ip_bgp_1_0_4_0_24__vrf_default.json '
        'test/eos/mocked_data/test_ping/dns_unreach/ping_8_8_8_8_timeout_2_size_100_repeat_5.text '
        'test/ios/mocked_data/test_get_bgp_config/no_bgp/show_running_config.txt '
        'test/ios/mocked_data/test_get_bgp_config/normal/show_running_config.txt '
        'test/ios/mocked_data/test_get_bgp_neighbors/bgp_inactive/show_bgp_all_summary.txt '
        'test/ios/mocked_data/test_get_config/normal/show_running_config.txt '
        'test/ios/mocked_data/test_get_config/normal/show_startup_config.txt '
        'test/ios/mocked_data/test_get_config_sanitized/normal/show_running_config.txt '
        'test/ios/mocked_data/test_get_config_sanitized_filtered/normal/show_running_config.txt '
        'test/ios/mocked_data/test_get_config_sanitized_filtered/normal/show_startup_config.txt '
        'test/ios/mocked_data/test_get_environment/ios_xe/show_env_temperature_status.txt '
        'test/ios/mocked_data/test_get_environment/ios_xe/show_memory.txt '
        'test/ios/mocked_data/test_get_environment/normal/show_proc_cpu.txt '
        'test/ios/mocked_data/test_get_environment/temp_cmd_fail/show_memory_statistics.txt '
        'test/ios/mocked_data/test_get_facts/old-2950/show_hosts.txt '
        'test/ios/mocked_data/test_get_facts/old-2950/show_version.txt '
        'test/ios/mocked_data/test_get_interfaces/control-plane-interface/show_interfaces.txt '
        'test/ios/mocked_data/test_get_interfaces/pseudowire/show_interfaces.txt '
        'test/ios/mocked_data/test_get_interfaces_ip/no_ipv6_support/show_ip_interface.txt '
        'test/ios/mocked_data/test_get_interfaces_ip/normal/show_ipv6_interface.txt '
        'test/ios/mocked_data/test_get_ipv6_neighbors_table/empty/show_ipv6_neighbors.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors/hostname_spaces/show_lldp_neighbors.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors/inconsistent_domain_name/show_lldp_neighbors.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors/long_names/show_lldp_neighbors_detail.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors/normal/show_lldp_neighbors_detail.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/device_id_20chars_space/show_lldp_neighbors.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/missing_capability/show_lldp_neighbors.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/missing_capability/show_lldp_neighbors_detail.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/older_ios/show_lldp_neighbors.txt '
        'test/ios/mocked_data/test_get_mac_address_table/4948_format/show_mac_address_table.txt '
        'test/ios/mocked_data/test_get_mac_address_table/6500_format/show_mac_address_table.txt '
        'test/ios/mocked_data/test_get_mac_address_table/6500_format3/show_mac_address_table.txt '
        'test/ios/mocked_data/test_get_mac_address_table/alt_show_cmd/show_mac_address_table.txt '
        'test/ios/mocked_data/test_get_network_instances/normal/show_ip_interface_brief.txt '
        'test/ios/mocked_data/test_get_network_instances/novrf/show_vrf_detail.txt '
        'test/ios/mocked_data/test_get_optics/interface_shutdown/show_int_Te1_0_1.txt '
        'test/ios/mocked_data/test_get_optics/low_rx_power/show_interfaces_transceiver.txt '
        'test/ios/mocked_data/test_get_route_to/asr_pe/show_ip_route_vrf_Mgmt_intf_1_0_4_0_255_255_255_0.txt '
        'test/ios/mocked_data/test_get_route_to/asr_pe/show_vrf.txt '
        'test/ios/mocked_data/test_get_route_to/non_exact/show_ip_bgp_vpnv4_vrf_CustB_1_0_4_0_24.txt '
        'test/ios/mocked_data/test_get_route_to/non_exact/show_ip_route_1_0_4_0_255_255_255_0.txt '
        'test/ios/mocked_data/test_get_vlans/no_show_vlan_all_ports/show_vlan_id_1003.txt '
        'test/ios/mocked_data/test_get_vlans/no_show_vlan_all_ports/show_vlan_id_1005.txt '
        'test/ios/mocked_data/test_get_vlans/normal/show_interfaces.txt '
        'test/ios/mocked_data/test_get_vlans/normal/show_vlan_all_ports.txt '
        'test/ios/mocked_data/test_ping/ping_fail/ping_8_8_8_8_timeout_2_size_100_repeat_5.txt '
        'test/iosxr/mocked_data/test_get_arp_table/normal/_Get__Operational__ARP___ARP___Operational___Get_.txt '
        'test/iosxr/mocked_data/test_get_bgp_config/no_bgp/_Get__Configuration__BGP__Instance__Naming__________InstanceName_default__InstanceName___Naming___Instance___BGP___Configuration___Get_.txt '
        'test/iosxr/mocked_data/test_get_bgp_config/peers_without_groups/_Get__Configuration__BGP__Instance__Naming__________InstanceName_default__InstanceName___Naming___Instance___BGP___Configuration___Get_.txt '
        'test/iosxr/mocked_data/test_get_bgp_neighbors_detail/normal/_Get__Operational__BGP__ConfigInstanceTable__ConfigInstance__________Naming__InstanceName_default__InstanceName___Naming__ConfigInstanceVRFTable______.txt '
        'test/iosxr/mocked_data/test_get_bgp_neighbors_detail/normal/_Get__Operational__BGP__InstanceTable__Instance__Naming__________InstanceName_default__InstanceName___Naming__InstanceActive__VRFTable__VRF__Naming_de.txt '
        'test/iosxr/mocked_data/test_get_config/normal/_CLI__Configuration_show_running_config__Configuration___CLI_.txt '
        'test/iosxr/mocked_data/test_get_config_filtered/normal/_CLI__Configuration_show_configuration_merge__Configuration___CLI_.txt '
        'test/iosxr/mocked_data/test_get_config_filtered/normal/_CLI__Configuration_show_running_config__Configuration___CLI_.txt '
        'test/iosxr/mocked_data/test_get_config_sanitized/normal/_CLI__Configuration_show_configuration_merge__Configuration___CLI_.txt '
        'test/iosxr/mocked_data/test_get_environment/xr7_issue_1181/_Get__AdminOperational__EnvironmentalMonitoring__RackTable__Rack__Naming______________rack_0__rack___Naming__SlotTable__Slot__Naming__slot_1__slot___N.txt '
        'test/iosxr/mocked_data/test_get_environment/xr7_issue_1181/_Get__Operational__MemorySummary___________________MemorySummary___Operational___Get_.txt '
        'test/iosxr/mocked_data/test_get_facts/normal_alt_form/_Get__Operational__Interfaces____Operational___Get_.txt '
        'test/iosxr/mocked_data/test_get_interfaces_counters/normal/_Get__Operational__Interfaces__InterfaceTable___InterfaceTable___________Interfaces___Operational___Get_.txt '
        'test/iosxr/mocked_data/test_get_ntp_servers/normal/_Get__Configuration__NTP___NTP___Configuration___Get_.txt '
        'test/iosxr/mocked_data/test_get_probes_results/normal/_Get__Operational__IPSLA___IPSLA___Operational___Get_.txt '
        'test/iosxr/mocked_data/test_get_users/normal/_Get__Configuration__AAA___AAA___Configuration___Get_.txt '
        'test/iosxr_netconf/mocked_data/test_get_bgp_config/no_bgp/ipv4-bgp-cfg_bgp__running.xml '
        'test/iosxr_netconf/mocked_data/test_get_bgp_neighbors/normal/ipv4-bgp-oper_bgp.xml '
        'test/iosxr_netconf/mocked_data/test_get_config_sanitized/normal/cli-cfg_cli__candidate.xml '
        'test/iosxr_netconf/mocked_data/test_get_environment/ncs540-sysadmin-envmon-ui/wdsysmon-fd-oper_system-monitoring.xml '
        'test/iosxr_netconf/mocked_data/test_get_environment/ncs5500-sysadmin-fretta-envmon-ui/sysadmin-fretta-envmon-ui_environment.xml '
        'test/iosxr_netconf/mocked_data/test_get_environment/xrv9k/wdsysmon-fd-oper_system-monitoring.xml '
        'test/iosxr_netconf/mocked_data/test_get_facts/ncs540l/version.md '
        'test/iosxr_netconf/mocked_data/test_get_interfaces/normal/pfi-im-cmd-oper_interfaces.xml '
        'test/iosxr_netconf/mocked_data/test_get_lldp_neighbors_detail/normal/version.md '
        'test/iosxr_netconf/mocked_data/test_get_mac_address_table/normal/version.md '
        'test/iosxr_netconf/mocked_data/test_get_probes_config/normal/man-ipsla-cfg_ipsla__running.xml '
        'test/iosxr_netconf/mocked_data/test_get_snmp_information/normal/snmp-agent-cfg_snmp__running.xml '
        'test/iosxr_netconf/mocked_data/test_get_users/normal/aaa-lib-cfg_aaa__running.xml '
        'test/junos/mocked_data/test_get_bgp_config/nhs/_configuration__routing_options__autonomous_system____routing_options___configuration_.xml '
        'test/junos/mocked_data/test_get_bgp_neighbors/normal/get-instance-information.xml '
        'test/junos/mocked_data/test_get_bgp_neighbors/use-send-state-pr209/facts.yml '
        'test/junos/mocked_data/test_get_bgp_neighbors_detail/inet_inet6_inetflow_iss139/get-instance-information.xml '
        'test/junos/mocked_data/test_get_config_sanitized_filtered/normal/get_config__database_candidate__format_text.xml '
        'test/junos/mocked_data/test_get_environment/mx10003/get-environment-information.xml '
        'test/junos/mocked_data/test_get_environment/mx10003/get-route-engine-information.xml '
        'test/junos/mocked_data/test_get_environment/virtualchassis/get-temperature-threshold-information.xml '
        'test/junos/mocked_data/test_get_facts/normal/get-interface-information.xml '
        'test/junos/mocked_data/test_get_ipv6_neighbors_table/normal/get-ipv6-nd-information.xml '
        'test/junos/mocked_data/test_get_lldp_neighbors/normal/get-lldp-neighbors-information.xml '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/ex9208_qfx10008/get-lldp-interface-neighbors.xml '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/missing_port_ids/get-lldp-interface-neighbors-information.xml '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/missing_port_ids/get-lldp-neighbors-information.xml '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/srx4100/get-lldp-interface-neighbors.xml '
        'test/junos/mocked_data/test_get_mac_address_table/vlan_l2ng/facts.yml '
        'test/junos/mocked_data/test_get_mac_address_table/vlan_l2ng/get-ethernet-switching-table-information.xml '
        'test/junos/mocked_data/test_get_ntp_peers/normal/_configuration__system__ntp__peer____ntp___system___configuration_.xml '
        'test/junos/mocked_data/test_get_ntp_servers/normal/_configuration__system__ntp__server____ntp___system___configuration_.xml '
        'test/junos/mocked_data/test_get_vlans/bridge_domain/facts.yml '
        'test/junos/mocked_data/test_get_vlans/vlan_l2ng/get-vlan-information.xml '
        'test/junos/mocked_data/test_ping/normal/_command_ping_8_8_8_8_ttl_255_wait_2_size_100_count_5__command_.xml '
        'test/nxos/mocked_data/test_get_arp_table/normal/show_ip_arp.json '
        'test/nxos/mocked_data/test_get_bgp_neighbors/l2vpn/show_bgp_all_summary_vrf_all.json '
        'test/nxos/mocked_data/test_get_checkpoint_file/normal/show_file_temp_cp_file_from_napalm.json '
        'test/nxos/mocked_data/test_get_config/normal/show_running-config.json '
        'test/nxos/mocked_data/test_get_config_filtered/normal/show_startup-config.json '
        'test/nxos/mocked_data/test_get_config_sanitized/normal/show_startup-config.json '
        'test/nxos/mocked_data/test_get_config_sanitized_filtered/normal/show_startup-config.json '
        'test/nxos/mocked_data/test_get_environment/psu_issues_1371_1372/show_environment.json '
        'test/nxos/mocked_data/test_get_environment/psu_issues_1371_1372/show_processes_memory_shared.json '
        'test/nxos/mocked_data/test_get_facts/normal/show_hostname.json '
        'test/nxos/mocked_data/test_get_interfaces_ip/ipv6_n9k/show_ipv6_interface.json '
        'test/nxos/mocked_data/test_get_lldp_neighbors/normal/show_lldp_neighbors_detail.json '
        'test/nxos/mocked_data/test_get_mac_address_table/normal/show_mac_address-table.json '
        'test/nxos/mocked_data/test_get_vlans/6000/show_vlan_brief.json '
        'test/nxos_ssh/mocked_data/test_get_arp_table_with_vrf/normal/show_ip_arp_vrf_TEST___exc_INCOMPLETE.txt '
        'test/nxos_ssh/mocked_data/test_get_config/normal/show_startup_config.txt '
        'test/nxos_ssh/mocked_data/test_get_config_filtered/normal/show_running_config.txt '
        'test/nxos_ssh/mocked_data/test_get_config_filtered/normal/show_startup_config.txt '
        'test/nxos_ssh/mocked_data/test_get_config_sanitized/normal/show_running_config.txt '
        'test/nxos_ssh/mocked_data/test_get_config_sanitized/normal/show_startup_config.txt '
        'test/nxos_ssh/mocked_data/test_get_config_sanitized_filtered/normal/show_running_config.txt '
        'test/nxos_ssh/mocked_data/test_get_config_sanitized_filtered/normal/show_startup_config.txt '
        'test/nxos_ssh/mocked_data/test_get_facts/7009_6_2_14/show_hostname.txt '
        'test/nxos_ssh/mocked_data/test_get_facts/does_not_support_json/show_interface_status.txt '
        'test/nxos_ssh/mocked_data/test_get_facts/issue2151/show_interface_status.txt '
        'test/nxos_ssh/mocked_data/test_get_facts/issue2151/show_version.txt '
        'test/nxos_ssh/mocked_data/test_get_facts/missing_domain/show_hosts.txt '
        'test/nxos_ssh/mocked_data/test_get_facts/missing_domain/show_interface_status.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces/5548_7_0_8_N1_1/show_interface.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces/6004_7_3_3_N1_1/show_interface.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces/N93180_7_0_3_I7_2/show_interface.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces/alternate1/show_interface.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces/no_delay/show_interface.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces_counters/Nexus3548/show_interface___json.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces_ip/normal/show_ip_interface_vrf_all.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces_ip/normal/show_ipv6_interface_vrf_all.txt '
        'test/nxos_ssh/mocked_data/test_get_lldp_neighbors_detail/normal/show_lldp_neighbors_detail.txt '
        'test/nxos_ssh/mocked_data/test_get_mac_address_table/normal/show_mac_address_table.txt '
        'test/nxos_ssh/mocked_data/test_get_ntp_peers/5548_6_0_2/show_ntp_peers.txt '
        'test/nxos_ssh/mocked_data/test_get_optics/NEXUS3548_v6.0/show_interface_transceiver_details.txt '
        'test/nxos_ssh/mocked_data/test_get_route_to/normal/show_bgp_process___include__BGP_Protocol_Tag_.txt '
        'test/nxos_ssh/mocked_data/test_get_route_to/normal/show_ip_bgp_vrf_default_1_0_4_0_24.txt '
        'test/nxos_ssh/mocked_data/test_get_route_to/vrf1/show_ip_bgp_neighbors_vrf_TEST2___include__is_0_0_0_0_.txt '
        'test/nxos_ssh/mocked_data/test_get_users/normal/show_running_config.txt '
        'test/nxos_ssh/mocked_data/test_traceroute/alternate1/traceroute_8_8_8_8.txt '
        'test/unit/mocked_data/test_get_bgp_neighbors/use-send-state-pr209/facts.yml '
        'test/unit/mocked_data/test_get_bgp_neighbors/use-send-state-pr209/get-bgp-neighbor-information.xml'
    ),
    'test/eos/mocked_data/test_get_route_to_longer/normal': (
        'show_ip_bgp_1_0_4_0_24_longer_prefixes_vrf_default.json show_ip_bgp_1_0_4_0_25_vrf_TEST.json '
        'show_ip_bgp_1_0_4_0_25_vrf_default.json '
        'show_ip_route_vrf_default_1_0_4_0_24_longer_prefixes_bgp_detail.json show_vrf.json'
    ),
    'test/ios/mocked_data/test_get_bgp_neighbors/normal': (
        'show_bgp_all_summary.txt show_bgp_ipv4_unicast_neighbors.txt show_bgp_ipv6_unicast_neighbors.txt '
        'show_bgp_vpnv4_unicast_all_neighbors.txt'
    ),
    'test/ios/mocked_data/test_get_bgp_neighbors/vrfs_mdt': (
        'show_bgp_ipv4_mdt_all_neighbors.txt show_bgp_ipv4_unicast_neighbors.txt '
        'show_bgp_ipv6_multicast_neighbors.txt show_bgp_ipv6_unicast_neighbors.txt'
    ),
    'test/ios/mocked_data/test_get_route_to/7200_format': (
        'show_ip_bgp_vpnv4_vrf_TEST_1_0_4_0_24.txt show_ip_protocols___include_bgp.txt '
        'show_ip_route_1_0_4_0_255_255_255_0.txt show_ip_route_vrf_TEST_1_0_4_0_255_255_255_0.txt '
        'show_vrf.txt'
    ),
    'test/ios/mocked_data/test_get_route_to/normal': (
        'show_ip_bgp_1_0_4_0_24.txt show_ip_bgp_vpnv4_vrf_TEST_1_0_4_0_24.txt '
        'show_ip_bgp_vpnv4_vrf_TEST_neighbors___include_is_10_105_113_164.txt show_vrf.txt'
    ),
    'test/iosxr/mocked_data/test_get_environment/normal': (
        ''
        '_Get__AdminOperational__EnvironmentalMonitoring__RackTable__Rack__Naming______________rack_0__rack___Naming__SlotTable__Slot__Naming__slot_FT1__slot__.txt '
        '_Get__AdminOperational__EnvironmentalMonitoring__RackTable__Rack__Naming______________rack_0__rack___Naming__SlotTable__Slot__Naming__slot_PM0__slot__.txt '
        '_Get__Operational__Interfaces____Operational___Get_.txt'
    ),
    'test/iosxr_netconf/mocked_data/test_get_environment/asr9k-x64-sysadmin-asr9k-envmon-ui': (
        'shellutil-oper_system-time__pfi-im-cmd-oper_interfaces__invmgr-oper_inventory.xml '
        'sysadmin-asr9k-envmon-ui_environment.xml version.md'
    ),
    'test/iosxr_netconf/mocked_data/test_get_environment/asr9k-x64-sysadmin-envmon-ui': (
        'nto-misc-oper_memory-summary.xml '
        'shellutil-oper_system-time__pfi-im-cmd-oper_interfaces__invmgr-oper_inventory.xml '
        'wdsysmon-fd-oper_system-monitoring.xml'
    ),
    'test/junos/mocked_data/test_get_bgp_config/normal': (
        '_configuration__policy_options__policy_statement____policy_options___configuration_.xml '
        '_configuration__protocols__bgp__group____bgp___protocols___configuration_.xml '
        '_configuration__routing_options__autonomous_system____routing_options___configuration_.xml'
    ),
    'test/junos/mocked_data/test_get_bgp_neighbors/pr_581': (
        'facts.yml get-bgp-neighbor-information.xml get-instance-information.xml'
    ),
}


NAPALM_EOS_KIND = {
    '': (
        'test/eos/mocked_data/test_get_arp_table/normal/show_arp_vrf_all.json '
        'test/eos/mocked_data/test_get_arp_table/static_arp/show_arp_vrf_all.json '
        'test/eos/mocked_data/test_get_arp_table_with_vrf/normal/show_arp_vrf_all.json '
        'test/eos/mocked_data/test_get_bgp_config/iss199_bgp_neighbors_without_peer_group/show_running_config___section_router_bgp.text '
        'test/eos/mocked_data/test_get_bgp_config/issue1504_alt_peer_group_syntax/show_running_config___section_router_bgp.text '
        'test/eos/mocked_data/test_get_bgp_config/issue_1113_dot_asn/show_running_config___section_router_bgp.text '
        'test/eos/mocked_data/test_get_bgp_config/issue_905_group_copydown/show_running_config___section_router_bgp.text '
        'test/eos/mocked_data/test_get_bgp_config/no_bgp_config/show_running_config___section_router_bgp.text '
        'test/eos/mocked_data/test_get_bgp_config/normal/show_running_config___section_router_bgp.text '
        'test/eos/mocked_data/test_get_config/normal/show_running_config.text '
        'test/eos/mocked_data/test_get_config/normal/show_startup_config.text '
        'test/eos/mocked_data/test_get_config_filtered/normal/show_running_config.text '
        'test/eos/mocked_data/test_get_config_filtered/normal/show_startup_config.text '
        'test/eos/mocked_data/test_get_config_sanitized/normal/show_running_config_sanitized.text '
        'test/eos/mocked_data/test_get_config_sanitized/normal/show_startup_config.text '
        'test/eos/mocked_data/test_get_config_sanitized_filtered/normal/show_running_config_sanitized.text '
        'test/eos/mocked_data/test_get_config_sanitized_filtered/normal/show_startup_config.text '
        'test/eos/mocked_data/test_get_interfaces/issue68_iface_no_physical_addr/show_interfaces.json '
        'test/eos/mocked_data/test_get_interfaces/normal/show_interfaces.json '
        'test/eos/mocked_data/test_get_interfaces_counters/normal/show_interfaces.json '
        'test/eos/mocked_data/test_get_interfaces_ip/issue68_iface_no_linkLocal/show_ip_interface.json '
        'test/eos/mocked_data/test_get_interfaces_ip/issue68_iface_no_linkLocal/show_ipv6_interface.json '
        'test/eos/mocked_data/test_get_interfaces_ip/normal/show_ip_interface.json '
        'test/eos/mocked_data/test_get_interfaces_ip/normal/show_ipv6_interface.json '
        'test/eos/mocked_data/test_get_lldp_neighbors/normal/show_lldp_neighbors.json '
        'test/eos/mocked_data/test_get_lldp_neighbors_detail/issue1153/show_lldp_neighbors__detail.json '
        'test/eos/mocked_data/test_get_lldp_neighbors_detail/issue903/show_lldp_neighbors__detail.json '
        'test/eos/mocked_data/test_get_lldp_neighbors_detail/normal/show_lldp_neighbors__detail.json '
        'test/eos/mocked_data/test_get_mac_address_table/normal/show_mac_address_table.json '
        'test/eos/mocked_data/test_get_network_instances/normal/show_vrf.json '
        'test/eos/mocked_data/test_get_ntp_servers/extra-output/show_running_config___section_ntp.text '
        'test/eos/mocked_data/test_get_ntp_servers/normal/show_running_config___section_ntp.text '
        'test/eos/mocked_data/test_get_ntp_stats/normal/show_ntp_associations.text '
        'test/eos/mocked_data/test_get_optics/normal/show_interfaces_transceiver.json '
        'test/eos/mocked_data/test_get_users/no_sshkey/show_users_accounts.json '
        'test/eos/mocked_data/test_get_users/normal/show_users_accounts.json '
        'test/eos/mocked_data/test_get_vlans/normal/show_vlan.json '
        'test/eos/mocked_data/test_ping/dns/ping_8_8_8_8_timeout_2_size_100_repeat_5.text '
        'test/eos/mocked_data/test_ping/dns_truncated/ping_8_8_8_8_timeout_2_size_100_repeat_5.text '
        'test/eos/mocked_data/test_ping/dns_unreach/ping_8_8_8_8_timeout_2_size_100_repeat_5.text '
        'test/eos/mocked_data/test_ping/normal/ping_8_8_8_8_timeout_2_size_100_repeat_5.text '
        'test/eos/mocked_data/test_ping/truncated/ping_8_8_8_8_timeout_2_size_100_repeat_5.text '
        'test/eos/mocked_data/test_ping/unreach/ping_8_8_8_8_timeout_2_size_100_repeat_5.text '
        'test/eos/mocked_data/test_traceroute/normal/bash_timeout_510_traceroute_8_8_8_8___m_255__w_2.text '
        'test/eos/mocked_data/test_traceroute/normal/traceroute_8_8_8_8___.text'
    ),
    'test/eos/mocked_data/test_get_bgp_neighbors/issue1759': (
        'show_ip_bgp_neighbors_vrf_all.json show_ip_bgp_summary_vrf_all.json '
        'show_ipv6_bgp_peers_vrf_all.json show_ipv6_bgp_summary_vrf_all.json'
    ),
    'test/eos/mocked_data/test_get_bgp_neighbors/nobgp': (
        'show_ip_bgp_neighbors_vrf_all.json show_ip_bgp_summary_vrf_all.json '
        'show_ipv6_bgp_peers_vrf_all.json show_ipv6_bgp_summary_vrf_all.json'
    ),
    'test/eos/mocked_data/test_get_bgp_neighbors/nopeers': (
        'show_ip_bgp_neighbors_vrf_all.json show_ip_bgp_summary_vrf_all.json '
        'show_ipv6_bgp_peers_vrf_all.json show_ipv6_bgp_summary_vrf_all.json'
    ),
    'test/eos/mocked_data/test_get_bgp_neighbors/normal': (
        'show_ip_bgp_neighbors_vrf_all.json show_ip_bgp_summary_vrf_all.json '
        'show_ipv6_bgp_peers_vrf_all.json show_ipv6_bgp_summary_vrf_all.json'
    ),
    'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue1416': (
        'show_ip_bgp_neighbors_vrf_all.text show_ip_bgp_summary_vrf_all.json '
        'show_ipv6_bgp_peers_vrf_all.text show_ipv6_bgp_summary_vrf_all.json '
        'show_running_config___include_service_routing_protocols_model_multi_agent.text'
    ),
    'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue53': (
        'show_ip_bgp_neighbors_vrf_all.text show_ip_bgp_summary_vrf_all.json '
        'show_ipv6_bgp_peers_vrf_all.text show_ipv6_bgp_summary_vrf_all.json '
        'show_running_config___include_service_routing_protocols_model_multi_agent.text'
    ),
    'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue68_neighbor_no_local_address': (
        'show_ip_bgp_neighbors_vrf_all.text show_ip_bgp_summary_vrf_all.json '
        'show_ipv6_bgp_peers_vrf_all.text show_ipv6_bgp_summary_vrf_all.json '
        'show_running_config___include_service_routing_protocols_model_multi_agent.text'
    ),
    'test/eos/mocked_data/test_get_bgp_neighbors_detail/normal': (
        'show_ip_bgp_neighbors_vrf_all.text show_ip_bgp_summary_vrf_all.json '
        'show_ipv6_bgp_peers_vrf_all.text show_ipv6_bgp_summary_vrf_all.json '
        'show_running_config___include_service_routing_protocols_model_multi_agent.text'
    ),
    'test/eos/mocked_data/test_get_environment/ceos430': (
        'show_processes_top_once.text show_system_environment_cooling.json '
        'show_system_environment_temperature.json show_version.json'
    ),
    'test/eos/mocked_data/test_get_environment/issue1671_top_mb': (
        'show_processes_top_once.text show_system_environment_cooling.json '
        'show_system_environment_power.json show_system_environment_temperature.json show_version.json'
    ),
    'test/eos/mocked_data/test_get_environment/issue80_stacktrace_for_get_environment': (
        'show_processes_top_once.text show_system_environment_cooling.json '
        'show_system_environment_power.json show_system_environment_temperature.json show_version.json'
    ),
    'test/eos/mocked_data/test_get_environment/issue810_7010t': (
        'show_processes_top_once.text show_system_environment_cooling.json '
        'show_system_environment_power.json show_system_environment_temperature.json show_version.json'
    ),
    'test/eos/mocked_data/test_get_environment/issue90_veos': (
        'show_processes_top_once.text show_system_environment_cooling.json '
        'show_system_environment_temperature.json show_version.json'
    ),
    'test/eos/mocked_data/test_get_environment/normal': (
        'show_processes_top_once.text show_system_environment_cooling.json '
        'show_system_environment_power.json show_system_environment_temperature.json show_version.json'
    ),
    'test/eos/mocked_data/test_get_facts/normal': (
        'show_hostname.json show_interfaces.json show_version.json'
    ),
    'test/eos/mocked_data/test_get_ntp_servers/details': (
        'show_ip_interface.json show_ipv6_interface.json show_running_config___section_ntp.text'
    ),
    'test/eos/mocked_data/test_get_route_to/iss_1069': (
        'show_ip_bgp_1_0_4_0_24__vrf_default.json show_ip_route_vrf_default_1_0_4_0_24__bgp_detail.json '
        'show_vrf.json'
    ),
    'test/eos/mocked_data/test_get_route_to/iss_1347': (
        'show_ip_bgp_1_0_4_0_24__vrf_TEST.json show_ip_bgp_1_0_4_0_24__vrf_default.json '
        'show_ip_route_vrf_TEST_1_0_4_0_24__bgp_detail.json '
        'show_ip_route_vrf_default_1_0_4_0_24__bgp_detail.json show_vrf.json'
    ),
    'test/eos/mocked_data/test_get_route_to/iss_736': (
        'show_ip_bgp_1_0_4_0_24__vrf_default.json show_ip_route_vrf_default_1_0_4_0_24__bgp_detail.json '
        'show_vrf.json'
    ),
    'test/eos/mocked_data/test_get_route_to/normal': (
        'show_ip_bgp_1_0_4_0_24__vrf_TEST.json show_ip_bgp_1_0_4_0_24__vrf_default.json '
        'show_ip_route_vrf_TEST_1_0_4_0_24__bgp_detail.json '
        'show_ip_route_vrf_default_1_0_4_0_24__bgp_detail.json show_vrf.json'
    ),
    'test/eos/mocked_data/test_get_route_to_longer/bgp_confederation_origin_suffix': (
        'show_ip_bgp_1_0_4_0_24_longer_prefixes_vrf_default.json '
        'show_ip_route_vrf_default_1_0_4_0_24_longer_prefixes_bgp_detail.json show_vrf.json'
    ),
    'test/eos/mocked_data/test_get_route_to_longer/normal': (
        'show_ip_bgp_1_0_4_0_24_longer_prefixes_vrf_TEST.json '
        'show_ip_bgp_1_0_4_0_24_longer_prefixes_vrf_default.json show_ip_bgp_1_0_4_0_25_vrf_TEST.json '
        'show_ip_bgp_1_0_4_0_25_vrf_default.json '
        'show_ip_route_vrf_TEST_1_0_4_0_24_longer_prefixes_bgp_detail.json '
        'show_ip_route_vrf_default_1_0_4_0_24_longer_prefixes_bgp_detail.json show_vrf.json'
    ),
    'test/eos/mocked_data/test_get_snmp_information/normal': (
        'show_running_config___section_snmp_server_community.text show_snmp_v2_mib_chassis.json '
        'show_snmp_v2_mib_contact.json show_snmp_v2_mib_location.json'
    ),
}


NAPALM_EOS_OTHER = {
    '': (
        'test/base/test_mock_driver/get_bgp_neighbors.2 '
        'test/base/utils/textfsm_templates/__empty_template__.tpl '
        'test/base/validate/mocked_data/non_strict_fail/get_facts.json '
        'test/base/validate/mocked_data/non_strict_fail/validate.yml '
        'test/base/validate/mocked_data/non_strict_pass/get_interfaces_ip.json '
        'test/base/validate/mocked_data/strict_pass/get_route_to.json '
        'test/custom/path/base/test_helpers/templates/__a_very_nice_template__.j2 test/eos/TestEOSDriver.py '
        'test/eos/eos/mock_data/show_running_config.txt test/eos/mocked_data/show_version.json '
        'test/eos/mocked_data/test_get_arp_table/normal/expected_result.json '
        'test/eos/mocked_data/test_get_arp_table/static_arp/expected_result.json '
        'test/eos/mocked_data/test_get_arp_table_with_vrf/normal/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/iss199_bgp_neighbors_without_peer_group/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/issue1504_alt_peer_group_syntax/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/issue_1113_dot_asn/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/issue_905_group_copydown/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/no_bgp_config/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_config/normal/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors/issue1759/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors/nobgp/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors/nopeers/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors/normal/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue1416/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue53/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue68_neighbor_no_local_address/expected_result.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/normal/expected_result.json '
        'test/eos/mocked_data/test_get_config/normal/expected_result.json '
        'test/eos/mocked_data/test_get_config_filtered/normal/expected_result.json '
        'test/eos/mocked_data/test_get_config_sanitized/normal/expected_result.json '
        'test/eos/mocked_data/test_get_config_sanitized_filtered/normal/expected_result.json '
        'test/eos/mocked_data/test_get_environment/ceos430/expected_result.json '
        'test/eos/mocked_data/test_get_environment/issue1671_top_mb/expected_result.json '
        'test/eos/mocked_data/test_get_environment/issue80_stacktrace_for_get_environment/expected_result.json '
        'test/eos/mocked_data/test_get_environment/issue810_7010t/expected_result.json '
        'test/eos/mocked_data/test_get_environment/issue90_veos/expected_result.json '
        'test/eos/mocked_data/test_get_environment/normal/expected_result.json '
        'test/eos/mocked_data/test_get_facts/normal/expected_result.json '
        'test/eos/mocked_data/test_get_interfaces/issue68_iface_no_physical_addr/expected_result.json '
        'test/eos/mocked_data/test_get_interfaces/normal/expected_result.json '
        'test/eos/mocked_data/test_get_interfaces_counters/normal/expected_result.json '
        'test/eos/mocked_data/test_get_interfaces_ip/issue68_iface_no_linkLocal/expected_result.json '
        'test/eos/mocked_data/test_get_interfaces_ip/normal/expected_result.json '
        'test/eos/mocked_data/test_get_lldp_neighbors/normal/expected_result.json '
        'test/eos/mocked_data/test_get_lldp_neighbors_detail/issue1153/expected_result.json '
        'test/eos/mocked_data/test_get_lldp_neighbors_detail/issue903/expected_result.json '
        'test/eos/mocked_data/test_get_lldp_neighbors_detail/normal/expected_result.json '
        'test/eos/mocked_data/test_get_mac_address_table/normal/expected_result.json '
        'test/eos/mocked_data/test_get_network_instances/normal/expected_result.json '
        'test/eos/mocked_data/test_get_ntp_servers/details/expected_result.json '
        'test/eos/mocked_data/test_get_ntp_servers/extra-output/expected_result.json '
        'test/eos/mocked_data/test_get_ntp_servers/normal/expected_result.json '
        'test/eos/mocked_data/test_get_ntp_stats/normal/expected_result.json '
        'test/eos/mocked_data/test_get_optics/normal/expected_result.json '
        'test/eos/mocked_data/test_get_route_to/iss_1069/expected_result.json '
        'test/eos/mocked_data/test_get_route_to/iss_1347/expected_result.json '
        'test/eos/mocked_data/test_get_route_to/iss_736/expected_result.json '
        'test/eos/mocked_data/test_get_route_to/normal/expected_result.json '
        'test/eos/mocked_data/test_get_route_to_longer/bgp_confederation_origin_suffix/expected_result.json '
        'test/eos/mocked_data/test_get_route_to_longer/normal/expected_result.json '
        'test/eos/mocked_data/test_get_snmp_information/normal/expected_result.json '
        'test/eos/mocked_data/test_get_users/no_sshkey/expected_result.json '
        'test/eos/mocked_data/test_get_users/normal/expected_result.json '
        'test/eos/mocked_data/test_get_vlans/normal/expected_result.json '
        'test/eos/mocked_data/test_ping/dns/expected_result.json '
        'test/eos/mocked_data/test_ping/dns_truncated/expected_result.json '
        'test/eos/mocked_data/test_ping/dns_unreach/expected_result.json '
        'test/eos/mocked_data/test_ping/normal/expected_result.json '
        'test/eos/mocked_data/test_ping/truncated/expected_result.json '
        'test/eos/mocked_data/test_ping/unreach/expected_result.json '
        'test/eos/mocked_data/test_traceroute/normal/expected_result.json '
        'test/ios/ios/mock_data/show_lldp_neighbors_GigabitEthernet2_detail.txt '
        'test/ios/ios/mock_data/show_startup-config.txt '
        'test/ios/mocked_data/test_get_arp_table/normal/show_arp___exclude_Incomplete.txt '
        'test/ios/mocked_data/test_get_arp_table_with_vrf/normal/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_config/mixed_with_without_groups/show_running_config.txt '
        'test/ios/mocked_data/test_get_bgp_neighbors/bgp_inactive/show_bgp_all_summary.txt '
        'test/ios/mocked_data/test_get_bgp_neighbors/normal/show_bgp_ipv4_unicast_neighbors.txt '
        'test/ios/mocked_data/test_get_bgp_neighbors/vrfs_mdt/show_bgp_ipv4_mdt_all_neighbors.txt '
        'test/ios/mocked_data/test_get_bgp_neighbors/vrfs_mdt/show_bgp_ipv4_multicast_neighbors.txt '
        'test/ios/mocked_data/test_get_bgp_neighbors_detail/normal/show_ip_bgp_ipv4_unicast_neigh_3_3_3_3.txt '
        'test/ios/mocked_data/test_get_config/normal/expected_result.json '
        'test/ios/mocked_data/test_get_config_filtered/normal/show_running_config.txt '
        'test/ios/mocked_data/test_get_config_sanitized_filtered/normal/show_startup_config.txt '
        'test/ios/mocked_data/test_get_interfaces/pseudowire/expected_result.json '
        'test/ios/mocked_data/test_get_ipv6_neighbors_table/normal/show_ipv6_neighbors.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors/missing_capability/show_lldp_neighbors.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors/normal/show_lldp_neighbors_detail.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/device_id_20chars_space/show_lldp_neighbors.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/normal/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/4500_format/show_mac_address_table.txt '
        'test/ios/mocked_data/test_get_mac_address_table/4500_format3/show_mac_address_table.txt '
        'test/ios/mocked_data/test_get_mac_address_table/4948_format/show_mac_address_table.txt '
        'test/ios/mocked_data/test_get_mac_address_table/6500_format3/expected_result.json '
        'test/ios/mocked_data/test_get_ntp_peers/normal/show_ntp_associations.txt '
        'test/ios/mocked_data/test_get_ntp_stats/normal/expected_result.json '
        'test/ios/mocked_data/test_get_ntp_stats/normal/show_ntp_associations.txt '
        'test/ios/mocked_data/test_get_route_to/7200_format/show_ip_route_1_0_4_0_255_255_255_0.txt '
        'test/ios/mocked_data/test_get_route_to/asr_pe/show_ip_bgp_vpnv4_vrf_TEST_neighbors___include_is_10_33_4_10.txt '
        'test/ios/mocked_data/test_get_route_to/normal/show_ip_bgp_1_0_4_0_24.txt '
        'test/ios/mocked_data/test_get_snmp_information/normal/expected_result.json '
        'test/ios/mocked_data/test_get_vlans/no_show_vlan_all_ports/show_vlan_id_763.txt '
        'test/iosxr/TestIOSXRDriver.py test/iosxr/__init__.py '
        'test/iosxr/mocked_data/test_get_bgp_neighbors/normal/_Get__Operational__BGP__InstanceTable__Instance__Naming__________________InstanceName_default__InstanceName___Naming__InstanceActive__DefaultVRF______.txt '
        'test/iosxr/mocked_data/test_get_config/normal/_CLI__Configuration_show_running_config__Configuration___CLI_.txt '
        'test/iosxr/mocked_data/test_get_config_sanitized/normal/_CLI__Configuration_show_running_config__Configuration___CLI_.txt '
        'test/iosxr/mocked_data/test_get_config_sanitized_filtered/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_environment/normal/_Get__AdminOperational__EnvironmentalMonitoring__RackTable__Rack__Naming______________rack_0__rack___Naming__SlotTable__Slot__Naming__slot_RSP1__slot_.txt '
        'test/iosxr/mocked_data/test_get_facts/normal_alt_form/_Get__Operational__Interfaces____Operational___Get_.txt '
        'test/iosxr/mocked_data/test_get_facts/normal_alt_form/expected_result.json '
        'test/iosxr/mocked_data/test_get_mac_address_table/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_route_to/SR638170159/_Get__Operational__RIB__VRFTable__VRF__Naming__VRFName_default__VRFName___Naming__AFTable__AF__Naming__AFName_IPv4__AFName___Naming__SAFTable__SAF__Na.txt '
        'test/iosxr/mocked_data/test_get_users/normal/_Get__Configuration__AAA___AAA___Configuration___Get_.txt '
        'test/iosxr/mocked_data/test_get_users/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_bgp_config/normal/ipv4-bgp-cfg_bgp__running.xml '
        'test/iosxr_netconf/mocked_data/test_get_bgp_neighbors_detail/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/ncs540-sysadmin-envmon-ui/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/ncs5500-sysadmin-envmon-ui/shellutil-oper_system-time__pfi-im-cmd-oper_interfaces__invmgr-oper_inventory.xml '
        'test/iosxr_netconf/mocked_data/test_get_environment/ncs5500-sysadmin-fretta-envmon-ui/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/ncs5500-sysadmin-fretta-envmon-ui/nto-misc-oper_memory-summary.xml '
        'test/iosxr_netconf/mocked_data/test_get_environment/xrv9k/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/xrv9k/version.md '
        'test/iosxr_netconf/mocked_data/test_get_facts/ncs540l/shellutil-oper_system-time__pfi-im-cmd-oper_interfaces__invmgr-oper_inventory.xml '
        'test/iosxr_netconf/mocked_data/test_get_facts/ncs5500/shellutil-oper_system-time__pfi-im-cmd-oper_interfaces__invmgr-oper_inventory.xml '
        'test/iosxr_netconf/mocked_data/test_get_facts/xrv9k/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_facts/xrv9k/version.md '
        'test/iosxr_netconf/mocked_data/test_get_mac_address_table/normal/l2vpn-oper_l2vpn-forwarding.xml '
        'test/iosxr_netconf/mocked_data/test_get_ntp_servers/normal/ip-ntp-cfg_ntp__running.xml '
        'test/iosxr_netconf/mocked_data/test_get_probes_config/normal/expected_result.json '
        'test/junos/junos/new_typo.conf test/junos/junos/mock_data/get-bgp-summary-informationmaster.txt '
        'test/junos/junos/mock_data/get-probe-results.txt '
        'test/junos/mocked_data/test_get_arp_table/normal/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_config/no_bgp/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors/normal/get-bgp-summary-informationfrontend.xml '
        'test/junos/mocked_data/test_get_bgp_neighbors/normal/get-instance-information.xml '
        'test/junos/mocked_data/test_get_bgp_neighbors/use-send-state-pr209/get-bgp-summary-information.xml '
        'test/junos/mocked_data/test_get_bgp_neighbors_detail/inet_inet6_inetflow_iss139/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors_detail/normal/get-bgp-neighbor-informationmaster.xml '
        'test/junos/mocked_data/test_get_config/normal/expected_result.json '
        'test/junos/mocked_data/test_get_config_sanitized/normal/expected_result.json '
        'test/junos/mocked_data/test_get_environment/ex9208/get-environment-information.xml '
        'test/junos/mocked_data/test_get_environment/mx10003/get-environment-information.xml '
        'test/junos/mocked_data/test_get_environment/mx10003/get-power-usage-information-detail.xml '
        'test/junos/mocked_data/test_get_interfaces_counters/normal/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/qfx5110/get-lldp-interface-neighbors.xml '
        'test/junos/mocked_data/test_get_mac_address_table/bridge_domain/get-bridge-mac-table.xml '
        'test/junos/mocked_data/test_get_mac_address_table/vlan_l2ng/facts.yml '
        'test/junos/mocked_data/test_get_network_instances/normal/expected_result.json '
        'test/junos/mocked_data/test_get_ntp_peers/normal/expected_result.json '
        'test/junos/mocked_data/test_get_optics/infinite_with_space/expected_result.json '
        'test/junos/mocked_data/test_get_probes_config/normal/_configuration__services__rpm__probe__test____probe___rpm___services___configuration_.xml '
        'test/junos/mocked_data/test_get_probes_config/normal/expected_result.json '
        'test/junos/mocked_data/test_ping/normal/expected_result.json '
        'test/nxapi_plumbing/mocked_data/jsonrpc_show_hostname__show_version/response.json '
        'test/nxapi_plumbing/mocked_data/jsonrpc_show_version/response.json test/nxos/__init__.py '
        'test/nxos/mocked_data/test_get_bgp_neighbors/asdot/expected_result.json '
        'test/nxos/mocked_data/test_get_bgp_neighbors/issue_870/show_bgp_all_summary_vrf_all.json '
        'test/nxos/mocked_data/test_get_config_sanitized_filtered/normal/show_running-config.json '
        'test/nxos/mocked_data/test_get_environment/normal/show_processes_cpu.json '
        'test/nxos/mocked_data/test_get_environment/pre_7.0/expected_result.json '
        'test/nxos/mocked_data/test_get_environment/psu_issues_1371_1372/show_processes_cpu.json '
        'test/nxos/mocked_data/test_get_facts/N9000/show_inventory.json '
        'test/nxos/mocked_data/test_get_interfaces/vlan_interface/show_interface.json '
        'test/nxos/mocked_data/test_get_interfaces_ip/no_ipv6_support/expected_result.json '
        'test/nxos/mocked_data/test_get_ntp_peers/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_vlans/normal/show_vlan_brief.json test/nxos/nxos/merge_good.conf '
        'test/nxos/nxos/new_typo.conf '
        'test/nxos_ssh/mocked_data/test_get_bgp_neighbors/ipv6/show_bgp_all_summary_vrf_all.txt '
        'test/nxos_ssh/mocked_data/test_get_bgp_neighbors/normal/show_bgp_all_summary_vrf_all.txt '
        'test/nxos_ssh/mocked_data/test_get_bgp_neighbors/normal_down/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_facts/issue2151/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces/5548_7_0_8_N1_1/show_interface.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces/N93180_7_0_3_I7_2/show_interface.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces/no_delay/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_interfaces_ip/ip_address_none/show_ip_interface_vrf_all.txt '
        'test/nxos_ssh/mocked_data/test_get_mac_address_table/alternate/show_mac_address_table.txt '
        'test/nxos_ssh/mocked_data/test_get_ntp_servers/normal/show_ntp_peers.txt '
        'test/nxos_ssh/mocked_data/test_get_snmp_information/normal/show_running_config.txt '
        'test/nxos_ssh/mocked_data/test_ping/normal/ping_8_8_8_8_timeout_2_packet_size_100_count_5.txt '
        'test/unit/mocked_data/test_get_bgp_neighbors/use-send-state-pr209/expected_result.json '
        'test/unit/mocked_data/test_get_bgp_neighbors/use-send-state-pr209/get-bgp-summary-information.xml'
    ),
    'test/iosxr/iosxr/mock_data': (
        ''
        '_Get__AdminOperational__EnvironmentalMonitoring__RackTable__Rack__Naming__rack_0__rack___Naming__SlotTable__Slot__Naming__slot_FT0__slot___Naming___Sl.rpc '
        '_Get__AdminOperational__MemorySummary___MemorySummary___AdminOperational___Get_.rpc '
        '_Get__Operational__BGP__ConfigInstanceTable__ConfigInstance__Naming__InstanceName_default__InstanceName___Naming__ConfigInstanceVRFTable____ConfigInst.rpc '
        '_Get__Operational__L2VPNForwarding___L2VPNForwarding___Operational___Get_.rpc '
        '_Get__Operational__RIB__VRFTable__VRF__Naming__VRFName_default__VRFName___Naming__AFTable__AF__Naming__AFName_IPv4__AFName___Naming__SAFTable__SAF__Na.rpc'
    ),
    'test/iosxr/mocked_data/test_get_environment/xr7_issue_1181': (
        ''
        '_Get__AdminOperational__EnvironmentalMonitoring__RackTable__Rack__Naming______________rack_0__rack___Naming__SlotTable__Slot__Naming__slot_FT1__slot__.txt '
        '_Get__AdminOperational__EnvironmentalMonitoring__RackTable__Rack__Naming______________rack_0__rack___Naming__SlotTable__Slot__Naming__slot_RSP1__slot_.txt '
        '_Get__Operational__MemorySummary___________________MemorySummary___Operational___Get_.txt'
    ),
    'test/iosxr_netconf/mocked_data/test_get_environment/asr9k-x64-sysadmin-envmon-ui': (
        'nto-misc-oper_memory-summary.xml sysadmin-envmon-ui_environment.xml '
        'wdsysmon-fd-oper_system-monitoring.xml'
    ),
    'test/pyiosxr/mock': (
        'Commit_.xml Commit_Comment__parallel__.xml Commit_Replace__true__Comment__good__.xml '
        'Unlock_Rollback_Previous_1Previous_Rollback_Lock_.xml'
    ),
}


NAPALM_JUNOS_KIND = {
    '': (
        'test/junos/mocked_data/test_get_arp_table/normal/get-arp-table-information.xml '
        'test/junos/mocked_data/test_get_config/normal/get_config__database_candidate__format_text.xml '
        'test/junos/mocked_data/test_get_config/normal/get_config__database_committed__format_text.xml '
        'test/junos/mocked_data/test_get_config_filtered/normal/get_config__database_candidate__format_text.xml '
        'test/junos/mocked_data/test_get_config_filtered/normal/get_config__database_committed__format_text.xml '
        'test/junos/mocked_data/test_get_config_sanitized/normal/get_config__database_candidate__format_text.xml '
        'test/junos/mocked_data/test_get_config_sanitized/normal/get_config__database_committed__format_text.xml '
        'test/junos/mocked_data/test_get_config_sanitized_filtered/normal/get_config__database_candidate__format_text.xml '
        'test/junos/mocked_data/test_get_config_sanitized_filtered/normal/get_config__database_committed__format_text.xml '
        'test/junos/mocked_data/test_get_facts/normal/facts.yml '
        'test/junos/mocked_data/test_get_facts/normal/get-interface-information.xml '
        'test/junos/mocked_data/test_get_interfaces/iffdown/get-interface-information.xml '
        'test/junos/mocked_data/test_get_interfaces/normal/get-interface-information.xml '
        'test/junos/mocked_data/test_get_interfaces_counters/normal/get-interface-information.xml '
        'test/junos/mocked_data/test_get_interfaces_ip/issue111_default_prefixlen/get-interface-information.xml '
        'test/junos/mocked_data/test_get_interfaces_ip/normal/get-interface-information.xml '
        'test/junos/mocked_data/test_get_ipv6_neighbors_table/mac_is_none/get-ipv6-nd-information.xml '
        'test/junos/mocked_data/test_get_ipv6_neighbors_table/normal/get-ipv6-nd-information.xml '
        'test/junos/mocked_data/test_get_lldp_neighbors/normal/get-lldp-neighbors-information.xml '
        'test/junos/mocked_data/test_get_lldp_neighbors/old_without_remote_port_id/get-lldp-neighbors-information.xml '
        'test/junos/mocked_data/test_get_mac_address_table/bridge_domain/facts.yml '
        'test/junos/mocked_data/test_get_mac_address_table/bridge_domain/get-bridge-mac-table.xml '
        'test/junos/mocked_data/test_get_mac_address_table/vlan/facts.yml '
        'test/junos/mocked_data/test_get_mac_address_table/vlan/get-ethernet-switching-table-information.xml '
        'test/junos/mocked_data/test_get_mac_address_table/vlan_l2ng/facts.yml '
        'test/junos/mocked_data/test_get_mac_address_table/vlan_l2ng/get-ethernet-switching-table-information.xml '
        'test/junos/mocked_data/test_get_network_instances/bridge/_configuration__routing_instances__instance____routing_instances___configuration_.xml '
        'test/junos/mocked_data/test_get_network_instances/bridge/get-interface-information.xml '
        'test/junos/mocked_data/test_get_network_instances/normal/_configuration__routing_instances__instance____routing_instances___configuration_.xml '
        'test/junos/mocked_data/test_get_network_instances/normal/get-interface-information.xml '
        'test/junos/mocked_data/test_get_ntp_peers/normal/_configuration__system__ntp__peer____ntp___system___configuration_.xml '
        'test/junos/mocked_data/test_get_ntp_servers/normal/_configuration__system__ntp__server____ntp___system___configuration_.xml '
        'test/junos/mocked_data/test_get_ntp_stats/normal/show_ntp_associations_no-resolve.txt '
        'test/junos/mocked_data/test_get_ntp_stats/normal/show_ntp_associations_no_resolve.txt '
        'test/junos/mocked_data/test_get_optics/infinite_with_space/get-interface-optics-diagnostics-information.xml '
        'test/junos/mocked_data/test_get_optics/normal/get-interface-optics-diagnostics-information.xml '
        'test/junos/mocked_data/test_get_probes_config/normal/_configuration__services__rpm__probe__test____probe___rpm___services___configuration_.xml '
        'test/junos/mocked_data/test_get_probes_results/normal/get-probe-results.xml '
        'test/junos/mocked_data/test_get_route_to/normal/get-route-information.xml '
        'test/junos/mocked_data/test_get_snmp_information/normal/_configuration__snmp____configuration_.xml '
        'test/junos/mocked_data/test_get_users/issue1385/_configuration__system____configuration_.xml '
        'test/junos/mocked_data/test_get_users/issue1385/_configuration__system__login__user____login___system___configuration_.xml '
        'test/junos/mocked_data/test_get_users/normal/_configuration__system____configuration_.xml '
        'test/junos/mocked_data/test_get_users/normal/_configuration__system__login__user____login___system___configuration_.xml '
        'test/junos/mocked_data/test_get_vlans/bridge_domain/facts.yml '
        'test/junos/mocked_data/test_get_vlans/bridge_domain/get-bridge-instance-information.xml '
        'test/junos/mocked_data/test_get_vlans/vlan/facts.yml '
        'test/junos/mocked_data/test_get_vlans/vlan/get-vlan-information.xml '
        'test/junos/mocked_data/test_get_vlans/vlan_l2ng/facts.yml '
        'test/junos/mocked_data/test_get_vlans/vlan_l2ng/get-vlan-information.xml '
        'test/junos/mocked_data/test_ping/normal/_command_ping_8_8_8_8_ttl_255_wait_2_size_100_count_5__command_.xml '
        'test/junos/mocked_data/test_traceroute/normal/_command_traceroute_8_8_8_8_ttl_255_wait_2__command_.xml'
    ),
    'test/junos/mocked_data/test_get_bgp_config/nhs': (
        '_configuration__policy_options__policy_statement____policy_options___configuration_.xml '
        '_configuration__protocols__bgp__group____bgp___protocols___configuration_.xml '
        '_configuration__routing_options__autonomous_system____routing_options___configuration_.xml'
    ),
    'test/junos/mocked_data/test_get_bgp_config/no_bgp': (
        '_configuration__policy_options__policy_statement____policy_options___configuration_.xml '
        '_configuration__protocols__bgp__group____bgp___protocols___configuration_.xml '
        '_configuration__routing_options__autonomous_system____routing_options___configuration_.xml'
    ),
    'test/junos/mocked_data/test_get_bgp_config/normal': (
        '_configuration__policy_options__policy_statement____policy_options___configuration_.xml '
        '_configuration__protocols__bgp__group____bgp___protocols___configuration_.xml '
        '_configuration__routing_options__autonomous_system____routing_options___configuration_.xml'
    ),
    'test/junos/mocked_data/test_get_bgp_neighbors/normal': (
        'facts.yml get-bgp-neighbor-information.xml get-bgp-neighbor-informationbackend.xml '
        'get-bgp-neighbor-informationfrontend.xml get-bgp-neighbor-informationmaster.xml '
        'get-bgp-summary-informationbackend.xml get-bgp-summary-informationfrontend.xml '
        'get-bgp-summary-informationmaster.xml get-instance-information.xml'
    ),
    'test/junos/mocked_data/test_get_bgp_neighbors/pr_581': (
        'facts.yml get-bgp-neighbor-information.xml get-bgp-neighbor-informationfrontend.xml '
        'get-bgp-neighbor-informationmaster.xml get-bgp-neighbor-informationvrf.xml '
        'get-bgp-neighbor-informationvrf2.xml get-bgp-summary-informationfrontend.xml '
        'get-bgp-summary-informationmaster.xml get-bgp-summary-informationvrf.xml '
        'get-bgp-summary-informationvrf2.xml get-instance-information.xml'
    ),
    'test/junos/mocked_data/test_get_bgp_neighbors/use-send-state-pr209': (
        'facts.yml get-bgp-neighbor-information.xml get-bgp-neighbor-informationmaster.xml '
        'get-bgp-summary-information.xml get-bgp-summary-informationmaster.xml get-instance-information.xml'
    ),
    'test/junos/mocked_data/test_get_bgp_neighbors_detail/inet_inet6_inetflow_iss139': (
        'get-bgp-neighbor-information.xml get-bgp-neighbor-informationmaster.xml '
        'get-instance-information.xml'
    ),
    'test/junos/mocked_data/test_get_bgp_neighbors_detail/normal': (
        'facts.yml get-bgp-neighbor-information.xml get-bgp-neighbor-informationmaster.xml '
        'get-instance-information.xml'
    ),
    'test/junos/mocked_data/test_get_environment/ex9208': (
        'get-environment-information.xml get-power-usage-information-detail.xml '
        'get-route-engine-information.xml get-temperature-threshold-information.xml'
    ),
    'test/junos/mocked_data/test_get_environment/issue1183_srx_multi_node': (
        'facts.yml get-environment-information.xml get-power-usage-information-detail.xml '
        'get-route-engine-information.xml get-temperature-threshold-information.xml'
    ),
    'test/junos/mocked_data/test_get_environment/mx10003': (
        'get-environment-information.xml get-power-usage-information-detail.xml '
        'get-route-engine-information.xml get-temperature-threshold-information.xml'
    ),
    'test/junos/mocked_data/test_get_environment/normal': (
        'get-environment-information.xml get-power-usage-information-detail.xml '
        'get-route-engine-information.xml get-temperature-threshold-information.xml'
    ),
    'test/junos/mocked_data/test_get_environment/virtualchassis': (
        'get-environment-information.xml get-power-usage-information-detail.xml '
        'get-route-engine-information.xml get-temperature-threshold-information.xml'
    ),
    'test/junos/mocked_data/test_get_lldp_neighbors_detail/ex9208_qfx10008': (
        'facts.yml get-lldp-interface-neighbors.xml get-lldp-neighbors-information.xml'
    ),
    'test/junos/mocked_data/test_get_lldp_neighbors_detail/missing_port_ids': (
        'facts.yml get-lldp-interface-neighbors-information.xml get-lldp-neighbors-information.xml'
    ),
    'test/junos/mocked_data/test_get_lldp_neighbors_detail/normal_ex_fx_srx': (
        'facts.yml get-lldp-interface-neighbors-information.xml get-lldp-neighbors-information.xml'
    ),
    'test/junos/mocked_data/test_get_lldp_neighbors_detail/normal_mx_m_t': (
        'facts.yml get-lldp-interface-neighbors.xml get-lldp-neighbors-information.xml'
    ),
    'test/junos/mocked_data/test_get_lldp_neighbors_detail/qfx5110': (
        'facts.yml get-lldp-interface-neighbors.xml get-lldp-neighbors-information.xml'
    ),
    'test/junos/mocked_data/test_get_lldp_neighbors_detail/srx4100': (
        'facts.yml get-lldp-interface-neighbors.xml get-lldp-neighbors-information.xml'
    ),
}


NAPALM_JUNOS_OTHER = {
    '': (
        'test/base/test_mock_driver/get_bgp_neighbors.2 '
        'test/base/utils/textfsm_templates/__empty_template__.tpl '
        'test/base/validate/mocked_data/non_strict_fail/get_facts.json '
        'test/base/validate/mocked_data/non_strict_fail/validate.yml '
        'test/base/validate/mocked_data/non_strict_pass/get_interfaces_ip.json '
        'test/base/validate/mocked_data/strict_pass/get_route_to.json '
        'test/custom/path/base/test_helpers/templates/__a_very_nice_template__.j2 test/eos/TestEOSDriver.py '
        'test/eos/test_versions.py test/eos/eos/mock_data/show_running_config.txt '
        'test/eos/mocked_data/test_get_bgp_config/normal/show_running_config___section_router_bgp.text '
        'test/eos/mocked_data/test_get_bgp_neighbors/normal/show_ipv6_bgp_peers_vrf_all.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue53/show_ipv6_bgp_peers_vrf_all.text '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/issue68_neighbor_no_local_address/show_ipv6_bgp_summary_vrf_all.json '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/normal/show_ip_bgp_neighbors_vrf_all.text '
        'test/eos/mocked_data/test_get_bgp_neighbors_detail/normal/show_ipv6_bgp_summary_vrf_all.json '
        'test/eos/mocked_data/test_get_config_sanitized/normal/show_startup_config.text '
        'test/eos/mocked_data/test_get_environment/issue1671_top_mb/show_version.json '
        'test/eos/mocked_data/test_get_environment/issue810_7010t/expected_result.json '
        'test/eos/mocked_data/test_get_environment/issue810_7010t/show_processes_top_once.text '
        'test/eos/mocked_data/test_get_environment/issue90_veos/show_version.json '
        'test/eos/mocked_data/test_get_environment/normal/show_system_environment_power.json '
        'test/eos/mocked_data/test_get_facts/normal/show_hostname.json '
        'test/eos/mocked_data/test_get_interfaces_counters/normal/expected_result.json '
        'test/eos/mocked_data/test_get_route_to/iss_1347/show_ip_bgp_1_0_4_0_24__vrf_default.json '
        'test/eos/mocked_data/test_get_route_to_longer/normal/show_ip_bgp_1_0_4_0_25_vrf_default.json '
        'test/eos/mocked_data/test_get_users/normal/expected_result.json '
        'test/eos/mocked_data/test_is_alive/normal/expected_result.json '
        'test/eos/mocked_data/test_ping/dns_unreach/ping_8_8_8_8_timeout_2_size_100_repeat_5.text '
        'test/ios/__init__.py test/ios/mocked_data/test_get_arp_table/normal/expected_result.json '
        'test/ios/mocked_data/test_get_arp_table/static_arp_entry/show_arp___exclude_Incomplete.txt '
        'test/ios/mocked_data/test_get_arp_table_with_vrf/normal/expected_result.json '
        'test/ios/mocked_data/test_get_bgp_neighbors/bgp_inactive/show_bgp_all_summary.txt '
        'test/ios/mocked_data/test_get_bgp_neighbors/normal/show_bgp_ipv4_unicast_neighbors.txt '
        'test/ios/mocked_data/test_get_bgp_neighbors/vrfs_mdt/show_bgp_all_summary.txt '
        'test/ios/mocked_data/test_get_config_filtered/normal/expected_result.json '
        'test/ios/mocked_data/test_get_config_sanitized_filtered/normal/show_startup_config.txt '
        'test/ios/mocked_data/test_get_facts/empty_show_hosts/expected_result.json '
        'test/ios/mocked_data/test_get_interfaces/alternate/show_interfaces.txt '
        'test/ios/mocked_data/test_get_interfaces/alternate2/expected_result.json '
        'test/ios/mocked_data/test_get_interfaces_counters/no_canonical_for_mgmt/show_interfaces.txt '
        'test/ios/mocked_data/test_get_interfaces_counters/short_if_names/show_interface_summary.txt '
        'test/ios/mocked_data/test_get_ipv6_neighbors_table/long/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors/inconsistent_domain_name/show_lldp_neighbors_detail.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors/long_names/show_lldp_neighbors_detail.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/device_id_20chars/expected_result.json '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/missing_capability/show_lldp_neighbors.txt '
        'test/ios/mocked_data/test_get_lldp_neighbors_detail/older_ios/show_lldp_neighbors.txt '
        'test/ios/mocked_data/test_get_mac_address_table/3560_format/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/4500_format3/show_mac_address_table.txt '
        'test/ios/mocked_data/test_get_mac_address_table/6500_missing_vlan/expected_result.json '
        'test/ios/mocked_data/test_get_mac_address_table/alt_show_cmd/show_mac_address_table.txt '
        'test/ios/mocked_data/test_get_mac_address_table/normal/expected_result.json '
        'test/ios/mocked_data/test_get_network_instances/novrf/expected_result.json '
        'test/ios/mocked_data/test_get_network_instances/novrf/show_vrf_detail.txt '
        'test/ios/mocked_data/test_get_optics/low_rx_power/expected_result.json '
        'test/ios/mocked_data/test_get_route_to/non_exact/show_ip_bgp_vpnv4_vrf_CustB_1_0_4_0_24.txt '
        'test/ios/mocked_data/test_get_route_to/non_exact/show_ip_route_vrf_CustB_1_0_4_0_255_255_255_0.txt '
        'test/ios/mocked_data/test_ping/normal/expected_result.json '
        'test/ios/mocked_data/test_traceroute/normal/expected_result.json '
        'test/ios/mocked_data/test_traceroute/normal/traceroute_8_8_8_8_ttl_0_255_timeout_2.txt '
        'test/iosxr/iosxr/merge_good.conf '
        'test/iosxr/mocked_data/test_get_bgp_config/mixed_with_without_groups/_Get__Configuration__BGP__Instance__Naming__________InstanceName_default__InstanceName___Naming___Instance___BGP___Configuration___Get_.txt '
        'test/iosxr/mocked_data/test_get_bgp_config/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_environment/xr7_issue_1181/_Get__AdminOperational__PlatformInventory__RackTable__Rack__Naming__________Name_0__Name___Naming__SlotTable___SlotTable___Rack___RackTable___Platform.txt '
        'test/iosxr/mocked_data/test_get_facts/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_interfaces_ip/normal/_Get__Operational__IPV4Network___IPV4Network__________IPV6Network___IPV6Network___Operational___Get_.txt '
        'test/iosxr/mocked_data/test_get_interfaces_ip/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_ntp_peers/normal/expected_result.json '
        'test/iosxr/mocked_data/test_get_route_to/SR638170159/_Get__Operational__IPV6_RIB__VRFTable__VRF__Naming__VRFName_default______________VRFName___Naming__AFTable__AF__Naming__AFName_IPv6__AFName___Naming__SAFTa.txt '
        'test/iosxr/mocked_data/test_get_route_to/SR638170159/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_bgp_config/no_bgp/ipv4-bgp-cfg_bgp__running.xml '
        'test/iosxr_netconf/mocked_data/test_get_bgp_config/normal/version.md '
        'test/iosxr_netconf/mocked_data/test_get_config/normal/cli-cfg_cli__candidate.xml '
        'test/iosxr_netconf/mocked_data/test_get_config/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/asr9k-x64-sysadmin-asr9k-envmon-ui/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/asr9k-x64-sysadmin-envmon-ui/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_environment/ncs540-sysadmin-envmon-ui/sysadmin-envmon-ui_environment.xml '
        'test/iosxr_netconf/mocked_data/test_get_environment/ncs540-sysadmin-envmon-ui/version.md '
        'test/iosxr_netconf/mocked_data/test_get_environment/xrv9k/sysadmin-envmon-ui_environment.xml '
        'test/iosxr_netconf/mocked_data/test_get_lldp_neighbors/normal/version.md '
        'test/iosxr_netconf/mocked_data/test_get_ntp_peers/normal/ip-ntp-cfg_ntp__running.xml '
        'test/iosxr_netconf/mocked_data/test_get_ntp_stats/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_probes_results/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_get_probes_results/normal/version.md '
        'test/iosxr_netconf/mocked_data/test_get_snmp_information/normal/version.md '
        'test/iosxr_netconf/mocked_data/test_is_alive/normal/expected_result.json '
        'test/iosxr_netconf/mocked_data/test_traceroute/normal/expected_result.json '
        'test/junos/mocked_data/test_get_arp_table/normal/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_config/nhs/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_config/no_bgp/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_config/normal/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors/normal/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors/pr_581/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors/use-send-state-pr209/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors_detail/inet_inet6_inetflow_iss139/expected_result.json '
        'test/junos/mocked_data/test_get_bgp_neighbors_detail/normal/expected_result.json '
        'test/junos/mocked_data/test_get_config/normal/expected_result.json '
        'test/junos/mocked_data/test_get_config_filtered/normal/expected_result.json '
        'test/junos/mocked_data/test_get_config_sanitized/normal/expected_result.json '
        'test/junos/mocked_data/test_get_config_sanitized_filtered/normal/expected_result.json '
        'test/junos/mocked_data/test_get_environment/ex9208/expected_result.json '
        'test/junos/mocked_data/test_get_environment/issue1183_srx_multi_node/expected_result.json '
        'test/junos/mocked_data/test_get_environment/mx10003/expected_result.json '
        'test/junos/mocked_data/test_get_environment/normal/expected_result.json '
        'test/junos/mocked_data/test_get_environment/virtualchassis/expected_result.json '
        'test/junos/mocked_data/test_get_facts/normal/expected_result.json '
        'test/junos/mocked_data/test_get_interfaces/iffdown/expected_result.json '
        'test/junos/mocked_data/test_get_interfaces/normal/expected_result.json '
        'test/junos/mocked_data/test_get_interfaces_counters/normal/expected_result.json '
        'test/junos/mocked_data/test_get_interfaces_ip/issue111_default_prefixlen/expected_result.json '
        'test/junos/mocked_data/test_get_interfaces_ip/normal/expected_result.json '
        'test/junos/mocked_data/test_get_ipv6_neighbors_table/mac_is_none/expected_result.json '
        'test/junos/mocked_data/test_get_ipv6_neighbors_table/normal/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors/normal/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors/old_without_remote_port_id/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/ex9208_qfx10008/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/missing_port_ids/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/normal_ex_fx_srx/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/normal_mx_m_t/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/qfx5110/expected_result.json '
        'test/junos/mocked_data/test_get_lldp_neighbors_detail/srx4100/expected_result.json '
        'test/junos/mocked_data/test_get_mac_address_table/bridge_domain/expected_result.json '
        'test/junos/mocked_data/test_get_mac_address_table/vlan/expected_result.json '
        'test/junos/mocked_data/test_get_mac_address_table/vlan_l2ng/expected_result.json '
        'test/junos/mocked_data/test_get_network_instances/bridge/expected_result.json '
        'test/junos/mocked_data/test_get_network_instances/normal/expected_result.json '
        'test/junos/mocked_data/test_get_ntp_peers/normal/expected_result.json '
        'test/junos/mocked_data/test_get_ntp_servers/normal/expected_result.json '
        'test/junos/mocked_data/test_get_ntp_stats/normal/expected_result.json '
        'test/junos/mocked_data/test_get_optics/infinite_with_space/expected_result.json '
        'test/junos/mocked_data/test_get_optics/normal/expected_result.json '
        'test/junos/mocked_data/test_get_probes_config/normal/expected_result.json '
        'test/junos/mocked_data/test_get_probes_results/normal/expected_result.json '
        'test/junos/mocked_data/test_get_route_to/normal/expected_result.json '
        'test/junos/mocked_data/test_get_snmp_information/normal/expected_result.json '
        'test/junos/mocked_data/test_get_users/issue1385/expected_result.json '
        'test/junos/mocked_data/test_get_users/normal/expected_result.json '
        'test/junos/mocked_data/test_get_vlans/bridge_domain/expected_result.json '
        'test/junos/mocked_data/test_get_vlans/vlan/expected_result.json '
        'test/junos/mocked_data/test_get_vlans/vlan_l2ng/expected_result.json '
        'test/junos/mocked_data/test_ping/normal/expected_result.json '
        'test/junos/mocked_data/test_traceroute/normal/expected_result.json '
        'test/nxapi_plumbing/mocked_data/jsonrpc_logging_history_size_200__logging_history_size_300__logging_history_size_400/response.json '
        'test/nxapi_plumbing/mocked_data/xml_logging_history_size_200__logging_history_size_300__logging_history_size_400/response.xml '
        'test/nxapi_plumbing/mocked_data/xml_show_version_raw/response.xml '
        'test/nxos/mocked_data/test_get_bgp_neighbors/asdot/show_bgp_all_summary_vrf_all.json '
        'test/nxos/mocked_data/test_get_bgp_neighbors/l2vpn/show_bgp_all_summary_vrf_all.json '
        'test/nxos/mocked_data/test_get_config/normal/show_running-config.json '
        'test/nxos/mocked_data/test_get_config_sanitized/normal/show_running-config.json '
        'test/nxos/mocked_data/test_get_environment/normal/expected_result.json '
        'test/nxos/mocked_data/test_get_environment/psu_issues_1371_1372/expected_result.json '
        'test/nxos/mocked_data/test_get_facts/N9000/show_inventory.json '
        'test/nxos/mocked_data/test_get_interfaces_ip/multiple_ipv6/expected_result.json '
        'test/nxos/mocked_data/test_get_mac_address_table/normal/show_mac_address-table.json '
        'test/nxos/mocked_data/test_get_snmp_information/normal/show_running-config.json '
        'test/nxos/mocked_data/test_get_vlans/interface_without_vlans/expected_result.json '
        'test/nxos/nxos/merge_good.conf test/nxos_ssh/TestDriver.py test/nxos_ssh/conftest.py '
        'test/nxos_ssh/mocked_data/test_get_facts/7009_6_2_14/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_facts/missing_domain/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_facts/missing_domain/show_inventory___json.txt '
        'test/nxos_ssh/mocked_data/test_get_facts/newer_version/show_interface_status.txt '
        'test/nxos_ssh/mocked_data/test_get_facts/normal/show_version.txt '
        'test/nxos_ssh/mocked_data/test_get_interfaces/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_lldp_neighbors/normal/show_lldp_neighbors_detail.txt '
        'test/nxos_ssh/mocked_data/test_get_ntp_peers/normal/expected_result.json '
        'test/nxos_ssh/mocked_data/test_get_route_to/vrf1/show_ip_bgp_vrf_TEST1_1_0_4_0_24.txt '
        'test/pyiosxr/test_iosxr.py '
        'test/unit/mocked_data/test_get_bgp_neighbors/use-send-state-pr209/expected_result.json'
    ),
    'test/ios/ios/mock_data': (
        'show_interface_GigabitEthernet1.txt show_interface_GigabitEthernet3.txt show_interfaces.txt '
        'show_ip_interface_brief.txt'
    ),
    'test/ios/mocked_data/test_get_route_to/7200_format': (
        'show_ip_bgp_neighbors___include_is_1_2_3_4.txt show_ip_route_1_0_4_0_255_255_255_0.txt '
        'show_ip_route_vrf_TEST_1_0_4_0_255_255_255_0.txt'
    ),
    'test/ios/mocked_data/test_get_vlans/no_show_vlan_all_ports': (
        'show_vlan_id_1.txt show_vlan_id_1004.txt show_vlan_id_710.txt show_vlan_id_736.txt'
    ),
    'test/iosxr/iosxr/mock_data': (
        ''
        '_Get__AdminOperational__EnvironmentalMonitoring__RackTable__Rack__Naming__rack_0__rack___Naming__SlotTable__Slot__Naming__slot_0__slot___Naming___Slot.rpc '
        '_Get__Configuration__NTP___NTP___Configuration___Get_.rpc '
        '_Get__Operational__BGP__Active__DefaultVRF__AFTable__AF__Naming__AFName_IPv4Unicast__AFName___Naming__PathTable__Path__Naming__Network__IPV4Address_1..rpc '
        '_Get__Operational__BGP__ConfigInstanceTable__ConfigInstance__Naming__InstanceName_default__InstanceName___Naming__ConfigInstanceVRFTable____ConfigInst.rpc '
        '_Get__Operational__BGP__InstanceTable__Instance__Naming__InstanceName_default__InstanceName___Naming__InstanceActive__VRFTable__VRF__Naming_default__N.rpc '
        'show_version.txt'
    ),
    'test/junos/junos/mock_data': (
        'get-bgp-summary-informationbackend.txt get-lldp-neighbors-information.txt get-route-information.txt'
    ),
    'test/pyiosxr/mock': (
        ''
        'CLI_Configuration_netconf_agent_ttynetconf-yang_agent_sshflowspec_local-install_interface-all_address-family_ipv4__local-install_interface-all_lldpendConfiguration_CLI_.xml '
        'CLI_Configuration_ntp_peer_172_17_17_1Configuration_CLI_.xml '
        'CLI_Configuration_show_configuration_changes_diffConfiguration_CLI_.xml Commit_Comment__empty__.xml '
        'Commit_Replace__true__.xml Empty_.xml '
        'Get_Operational_L2VPNForwarding_L2VPNForwarding_Operational_Get_.xml Lock_.xml'
    ),
}


SD_ZEEK_KIND = {
    'datasets/compound/apt29/day1/zeek/individual_zeek_logs': (
        'NASHUA_conn.log NASHUA_dce_rpc.log NASHUA_dns.log NASHUA_dpd.log NASHUA_files.log '
        'NASHUA_kerberos.log NASHUA_notice.log NASHUA_smb_files.log NASHUA_smb_mapping.log NASHUA_ssl.log '
        'NASHUA_weird.log NASHUA_x509.log SCRANTON_conn.log SCRANTON_dce_rpc.log SCRANTON_dns.log '
        'SCRANTON_dpd.log SCRANTON_files.log SCRANTON_http.log SCRANTON_kerberos.log SCRANTON_notice.log '
        'SCRANTON_pe.log SCRANTON_smb_files.log SCRANTON_smb_mapping.log SCRANTON_ssl.log SCRANTON_weird.log '
        'SCRANTON_x509.log'
    ),
    'datasets/compound/apt29/day2/zeek/individual_zeek_logs': (
        'NEWYORK_capture_loss.log NEWYORK_conn.log NEWYORK_dce_rpc.log NEWYORK_dns.log NEWYORK_kerberos.log '
        'NEWYORK_loaded_scripts.log NEWYORK_packet_filter.log NEWYORK_reporter.log NEWYORK_smb_files.log '
        'NEWYORK_smb_mapping.log NEWYORK_stats.log NEWYORK_weird.log SCRANTON_capture_loss.log '
        'SCRANTON_conn.log SCRANTON_dce_rpc.log SCRANTON_dns.log SCRANTON_kerberos.log '
        'SCRANTON_loaded_scripts.log SCRANTON_packet_filter.log SCRANTON_reporter.log '
        'SCRANTON_smb_mapping.log SCRANTON_stats.log SCRANTON_weird.log UTICA-A_capture_loss.log '
        'UTICA-A_conn.log UTICA-A_dce_rpc.log UTICA-A_dns.log UTICA-A_files.log UTICA-A_http.log '
        'UTICA-A_kerberos.log UTICA-A_loaded_scripts.log UTICA-A_notice.log UTICA-A_packet_filter.log '
        'UTICA-A_pe.log UTICA-A_reporter.log UTICA-A_smb_mapping.log UTICA-A_ssl.log UTICA-A_stats.log '
        'UTICA-A_weird.log UTICA-A_x509.log UTICA-C_capture_loss.log UTICA-C_conn.log UTICA-C_dns.log '
        'UTICA-C_kerberos.log UTICA-C_loaded_scripts.log UTICA-C_packet_filter.log UTICA-C_reporter.log '
        'UTICA-C_smb_mapping.log UTICA-C_ssl.log UTICA-C_stats.log UTICA-C_weird.log '
        'UTICA-D_capture_loss.log UTICA-D_conn.log UTICA-D_dce_rpc.log UTICA-D_dns.log UTICA-D_kerberos.log '
        'UTICA-D_loaded_scripts.log UTICA-D_packet_filter.log UTICA-D_reporter.log UTICA-D_ssl.log '
        'UTICA-D_stats.log UTICA-D_weird.log UTICA-ONE-DRIVE_capture_loss.log UTICA-ONE-DRIVE_conn.log '
        'UTICA-ONE-DRIVE_dns.log UTICA-ONE-DRIVE_files.log UTICA-ONE-DRIVE_loaded_scripts.log '
        'UTICA-ONE-DRIVE_packet_filter.log UTICA-ONE-DRIVE_reporter.log UTICA-ONE-DRIVE_ssl.log '
        'UTICA-ONE-DRIVE_stats.log UTICA-ONE-DRIVE_weird.log UTICA-ONE-DRIVE_x509.log'
    ),
}


SD_ZEEK_OTHER = {
    '': (
        'datasets/atomic/aws/discovery/aws_s3_honeybucketlogs.zip '
        'datasets/atomic/windows/other/aptsimulator_cobaltstrike.zip '
        'datasets/atomic/windows/other/raccine_simulation_mode.zip '
        'datasets/atomic/windows/privilege_escalation/host/empire_invoke_runas.tar.gz '
        'datasets/atomic/windows/privilege_escalation/host/empire_uac_shellapi_fodhelper.zip '
        'datasets/compound/GoldenSAMLADFSMailAccess/OfficeActivityEvents.Zip '
        'datasets/compound/GoldenSAMLADFSMailAccess/WindowsEvents.Zip '
        'datasets/compound/LSASS_campaign_01/metasploit_logonpasswords_lsass_memory_dump.zip '
        'datasets/compound/LSASS_campaign_02/metasploit_procdump_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/LSASS_campaign_03/metasploit_comsvcs_lsass_memory_dump_pcapng.zip '
        'datasets/compound/LSASS_campaign_06/metasploit_outflank-dumpert_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/LSASS_campaign_07/metasploit_nanodump_lsass_memory_dump_pcapng.zip '
        'datasets/compound/LSASS_campaign_07/metasploit_nanodump_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/apt29/day1/README.md datasets/compound/apt29/day1/apt29_evals_day1_manual.zip '
        'datasets/compound/apt29/day1/pcaps/README.md '
        'datasets/compound/apt29/day2/apt29_evals_day2_manual.zip datasets/compound/windows/apt3/README.md '
        'datasets/compound/windows/apt3/caldera_attack_evals_round1_day1_2019-10-20201108.tar.gz '
        'datasets/compound/windows/apt3/environment/empire/scripts/ftp.txt '
        'datasets/compound/windows/apt3/scope/apt3_mordor_playbook.xlsx'
    ),
    'datasets/atomic/_metadata': (
        'SDLIN-201110074812.yaml SDWIN-190301125905.yaml SDWIN-190319020147.yaml SDWIN-190319020729.yaml '
        'SDWIN-190319021158.yaml SDWIN-190319145126.yaml SDWIN-190403133337.yaml SDWIN-190518182022.yaml '
        'SDWIN-190518201207.yaml SDWIN-190518202151.yaml SDWIN-190518203650.yaml SDWIN-190518210125.yaml '
        'SDWIN-190518221344.yaml SDWIN-190518230752.yaml SDWIN-190518235535.yaml SDWIN-190625133822.yaml '
        'SDWIN-191027223020.yaml SDWIN-191225045202.yaml SDWIN-200609225055.yaml SDWIN-200722001847.yaml '
        'SDWIN-200805034820.yaml SDWIN-200806015757.yaml SDWIN-200806022635.yaml SDWIN-200806030120.yaml '
        'SDWIN-200806031938.yaml SDWIN-200806035621.yaml SDWIN-200806130039.yaml SDWIN-200917174542.yaml '
        'SDWIN-200922042230.yaml SDWIN-201009173318.yaml SDWIN-201018225619.yaml SDWIN-201019033054.yaml '
        'SDWIN-201019232515.yaml SDWIN-201021232814.yaml SDWIN-201022002145.yaml SDWIN-201022022144.yaml '
        'SDWIN-201022025808.yaml SDWIN-201022035214.yaml SDWIN-201022042947.yaml SDWIN-201023020513.yaml '
        'SDWIN-201028191914.yaml SDWIN-201029001615.yaml SDWIN-210427020247.yaml SDWIN-210611210814.yaml '
        'SDWIN-220630130349.yaml SDWIN-220705170038.yaml SDWIN-220708104300.yaml SDWIN-230718150800.yaml'
    ),
    'datasets/atomic/windows/credential_access/host': (
        'cmd_dumping_ntds_dit_file_ntdsutil.zip cmd_lsass_memory_dumpert_syscalls.zip '
        'cmd_sam_copy_esentutl.zip covenant_dcsync_dcerpc_drsuapi_DsGetNCChanges.zip '
        'empire_dcsync_dcerpc_drsuapi_DsGetNCChanges.zip empire_mimikatz_extract_keys.zip '
        'empire_mimikatz_logonpasswords.zip empire_ninjacopy_dumping_ntds_dit_file.zip '
        'empire_over_pth_patch_lsass.zip empire_powerdump_sam_access.zip '
        'empire_shell_rubeus_asktgt_createnetonly.zip empire_shell_rubeus_asktgt_ptt.zip '
        'psh_input_capture_promptforcreds.zip psh_lsass_memory_dump_comsvcs.zip '
        'rdp_interactive_taskmanager_lsass_dump.zip'
    ),
    'datasets/atomic/windows/credential_access/network': (
        'covenant_dcsync_dcerpc_drsuapi_DsGetNCChanges.zip empire_dcsync_dcerpc_drsuapi_DsGetNCChanges.zip '
        'empire_mimikatz_backupkeys_dcerpc_smb_lsarpc.zip empire_ninjacopy_dumping_ntds_dit_file_pcap.zip'
    ),
    'datasets/atomic/windows/defense_evasion/host': (
        'auditpol_system_user_auditpolicy_modification.zip '
        'cmd_disable_eventlog_service_startuptype_modification_via_registry.zip '
        'cmd_mshta_vbscript_execute_psh.zip cmd_netsh_fw_mod_open_ports.zip '
        'cmd_psh_stop_netprofm_eventlog_before_reboot.zip '
        'cmd_stop_event_logging_controlset001_minint_key.zip cmd_wevtutil_modify_security_eventlog_path.zip '
        'empire_dllinjection_LoadLibrary_CreateRemoteThread.zip empire_enable_rdp.tar.gz '
        'empire_powerview_ldap_ntsecuritydescriptor.zip empire_psinject_PEinjection.zip '
        'empire_scm_dll_hijack_ikeext.tar.gz psh_disable_eventlog_service_startuptype_modification.zip '
        'psh_hh_local_html_payload.zip psh_register_cimprovider_execute_dll.zip '
        'psh_stop_event_logging_controlset001_minint_key.zip '
        'psh_stop_event_logging_controlset_minint_key.zip purplesharp_pe_injection_createremotethread.zip '
        'reg_stop_event_logging_controlset001_minint_key.zip '
        'reg_stop_event_logging_controlset_minint_key.zip'
    ),
    'datasets/atomic/windows/discovery/host': (
        'cmd_seatbelt_group_user.zip covenant_getdomaingroup_ldap_searchrequest_domain_admins.zip '
        'empire_getsession_dcerpc_smb_srvsvc_NetSessEnum.zip '
        'empire_shell_rpc_samr_smb_group_domain_admins_standard_user.zip'
    ),
    'datasets/atomic/windows/discovery/network': (
        'covenant_getdomaingroup_ldap_searchrequest_domain_admins.zip '
        'empire_find_localadmin_smb_svcctl_OpenSCManager.zip '
        'empire_getsession_dcerpc_smb_srvsvc_NetSessEnum.zip '
        'empire_shell_rpc_samr_smb_group_domain_admins_standard_user.zip'
    ),
    'datasets/atomic/windows/execution/host': (
        'empire_launcher_vbs.zip psh_powershell_httplistener.zip psh_python_webserver.zip'
    ),
    'datasets/atomic/windows/lateral_movement/host': (
        'aadinternals_export_adfsdatabaseconfig_remotely.zip covenant_com_wsman_automation.zip '
        'covenant_copy_smb_CreateRequest.zip covenant_dcom_executeexcel4macro_blocked.zip '
        'covenant_psremoting_command.zip covenant_sc_query_dcerpc_smb_svcctl.zip '
        'covenant_sharpsc_query_dcerpc_smb_svcctl.zip covenant_sharpsc_start_dcerpc_smb_svcctl.zip '
        'covenant_sharpwmi_create_dcerpc_wmi.zip empire_psremoting_stager.zip '
        'empire_shell_dcerpc_smb_service_dll_hijack.zip empire_smbexec_dcerpc_smb_svcctl.zip '
        'empire_wmi_dcerpc_wmi_IWbemServices_ExecMethod.zip '
        'mimikatz_CVE-2020-1472_Unauthenticated_NetrServerAuthenticate2.zip '
        'purplesharp_ad_playbook_I_2020-10-22042947.json schtask_create.zip'
    ),
    'datasets/atomic/windows/lateral_movement/network': (
        'aadinternals_export_adfsdatabaseconfig_remotely.zip covenant_dcom_registerxll.zip '
        'covenant_sc_query_dcerpc_smb_svcctl.zip covenant_sharpsc_create_dcerpc_smb_svcctl.zip '
        'covenant_sharpsc_stop_dcerpc_smb_svcctl.zip '
        'covenant_wmi_remote_event_subscription_ActiveScriptEventConsumers.zip '
        'empire_msbuild_dcerpc_wmi_smb.zip empire_psremoting_stager.zip '
        'empire_shell_dcerpc_smb_service_dll_hijack.zip empire_wmi_dcerpc_wmi_IWbemServices_ExecMethod.zip '
        'mimikatz_CVE-2020-1472_Unauthenticated_NetrServerAuthenticate2.zip purplesharp_ad_playbook_I.zip'
    ),
    'datasets/atomic/windows/persistence/host': (
        'covenant_persistwmi.tar.gz empire_persistence_registry_modification_run_keys_elevated_user.zip '
        'empire_schtasks_creation_execution_elevated_user.zip '
        'empire_wmi_local_event_subscriptions_elevated_user.zip'
    ),
    'datasets/compound/LSASS_campaign_04': (
        'metasploit_out-minidump_lsass_memory_dump.zip metasploit_out-minidump_lsass_memory_dump_pcapng.zip '
        'metasploit_out-minidump_lsass_memory_dump_zeek_logs.zip'
    ),
    'datasets/compound/Log4Shell': (
        'securityauditing_log4shell_cve2021_44228_java_serialized_object.zip '
        'syslog_sysmon_log4shell_cve2021_44228_jndi_reference.zip '
        'sysmon_log4shell_cve2021_44228_java_serialized_object.zip '
        'vminsights_vmconnection_log4shell_cve2021_44228_jndi_reference.zip'
    ),
    'datasets/compound/_metadata': (
        'LSASS_campaign_01.yaml LSASS_campaign_03.yaml LSASS_campaign_04.yaml LSASS_campaign_07.yaml'
    ),
    'datasets/compound/apt29/day1/zeek': (
        'NASHUA-zeek_logs.zip SCRANTON-zeek_logs.zip combined_zeek.log'
    ),
    'datasets/compound/apt29/day2/pcaps': (
        'NEWYORK.zip SCRANTON.zip UTICA-ONE-DRIVE.zip'
    ),
    'datasets/compound/apt29/day2/zeek': (
        'NEWYORK-zeek_logs.zip SCRANTON-zeek_logs.zip UTICA-A-zeek_logs.zip UTICA-C-zeek_logs.zip '
        'UTICA-D-zeek_logs.zip UTICA-ONE-DRIVE-zeek_logs.zip combined_zeek.log'
    ),
    'datasets/compound/windows/apt3/environment/empire/resource_files': (
        '11.A.0-listener.rc 11.A.1-scripting_stager_vbs.rc 12.A.1-system_network_config_discovery.rc '
        '12.D.1-system_service_discovery.rc 12.E.1-scripting_winenum.rc '
        '12.F.2-permission_groups_discovery.rc 13.A.1-remote_system_discovery.rc '
        '13.B.1-system_network_connections_discovery.rc 13.C.1-query_registry.rc '
        '14.A.1.1-bypassuac_stager.rc 14.A.2.2-privesc_ask.rc 15.B.1-credentials_in_file.rc '
        '16.A.1-passwords_spray.rc 16.C1-network_share_conection_removal.rc '
        '16.J.1-system_service_discovery.rc 16.K.1-file_and_directory_discovery.rc 17.A.1-query_registry.rc '
        '17.B.1-file_permissions_modification.rc 17.B.2-file_permissions_modification.rc '
        '17.C.1-accessibility_features.rc 18.B.1-data_staged.rc 19.A.1-remote_file_copy.rc '
        '19.B.1-data_compressed.rc 19.C.1-exfiltration_over_alternative_protocol.rc 19.D.1-file_deletion.rc'
    ),
}


SD_ATOMIC_KIND = {
    '': (
        'datasets/atomic/windows/collection/host/msf_record_mic.zip '
        'datasets/atomic/windows/defense_evasion/network/empire_powerview_ldap_ntsecuritydescriptor.zip'
    ),
    'datasets/atomic/windows/credential_access/host': (
        'cmd_dumping_ntds_dit_file_ntdsutil.zip cmd_dumping_ntds_dit_file_volume_shadow_copy.zip '
        'cmd_lsass_memory_dumpert_syscalls.zip cmd_psexec_lsa_secrets_dump.zip cmd_sam_copy_esentutl.zip '
        'covenant_dcsync_dcerpc_drsuapi_DsGetNCChanges.zip empire_dcsync_dcerpc_drsuapi_DsGetNCChanges.zip '
        'empire_mimikatz_backupkeys_dcerpc_smb_lsarpc.zip empire_mimikatz_extract_keys.zip '
        'empire_mimikatz_logonpasswords.zip empire_mimikatz_lsadump_inject_protected_mode.zip '
        'empire_mimikatz_lsadump_patch.zip empire_mimikatz_opth.tar.gz empire_mimikatz_sam_access.zip '
        'empire_ninjacopy_dumping_ntds_dit_file.zip empire_over_pth_patch_lsass.zip '
        'empire_powerdump_sam_access.zip empire_shell_reg_dump_sam.zip '
        'empire_shell_rubeus_asktgt_createnetonly.zip empire_shell_rubeus_asktgt_ptt.zip '
        'psh_input_capture_promptforcreds.zip psh_lsass_memory_dump_comsvcs.zip '
        'psh_windows_vault_web_credentials.zip rdp_interactive_taskmanager_lsass_dump.zip'
    ),
    'datasets/atomic/windows/credential_access/network': (
        'covenant_dcsync_dcerpc_drsuapi_DsGetNCChanges.zip empire_dcsync_dcerpc_drsuapi_DsGetNCChanges.zip '
        'empire_mimikatz_backupkeys_dcerpc_smb_lsarpc.zip empire_ninjacopy_dumping_ntds_dit_file_pcap.zip '
        'empire_shell_rubeus_asktgt_createnetonly.zip empire_shell_rubeus_asktgt_ptt.zip '
        'purplesharp_2020-11-02102419.json'
    ),
    'datasets/atomic/windows/defense_evasion/host': (
        'auditpol_system_user_auditpolicy_modification.zip cmd_bitsadmin_download_psh_script.zip '
        'cmd_disable_eventlog_service_startuptype_modification_via_registry.zip '
        'cmd_mshta_javascript_getobject_sct.zip cmd_mshta_vbscript_execute_psh.zip '
        'cmd_netsh_fw_mod_open_ports.zip cmd_process_herpaderping_mimiexplorer.zip '
        'cmd_process_herpaderping_snippingtool.zip cmd_psh_stop_netprofm_eventlog_after_reboot.zip '
        'cmd_psh_stop_netprofm_eventlog_before_reboot.zip '
        'cmd_stop_event_logging_controlset001_minint_key.zip '
        'cmd_stop_event_logging_controlset_minint_key.zip cmd_wevtutil_modify_security_eventlog_path.zip '
        'covenant_installutil.zip covenant_lolbin_wuauclt_createremotethread.zip '
        'empire_dllinjection_LoadLibrary_CreateRemoteThread.zip empire_enable_rdp.tar.gz '
        'empire_launcher_sct_regsvr32.zip empire_monologue_netntlm_downgrade.zip '
        'empire_powerview_ldap_ntsecuritydescriptor.zip empire_psinject_PEinjection.zip '
        'empire_scm_dll_hijack_ikeext.tar.gz empire_wdigest_downgrade.tar.gz '
        'empire_wmic_add_user_backdoor.zip psh_cmstp_execution_bypassuac.zip psh_control_panel_execution.zip '
        'psh_disable_eventlog_service_startuptype_modification.zip psh_hh_local_html_payload.zip '
        'psh_mavinject_dll_notepad.zip psh_metasploit_stop_netprofm_eventlog_after_reboot.zip '
        'psh_metasploit_stop_netprofm_eventlog_before_reboot.zip psh_mshta_html_application_execution.zip '
        'psh_register_cimprovider_execute_dll.zip psh_stop_event_logging_controlset001_minint_key.zip '
        'psh_stop_event_logging_controlset_minint_key.zip purplesharp_pe_injection_createremotethread.zip '
        'reg_cmd_process_commandline_logging_disabled.zip '
        'reg_disable_eventlog_service_startuptype_modification_via_registry.zip '
        'reg_meterpreter_process_commandline_logging_disabled.zip '
        'reg_stop_event_logging_controlset001_minint_key.zip '
        'reg_stop_event_logging_controlset_minint_key.zip wmic_remote_xsl_jscript.zip'
    ),
    'datasets/atomic/windows/discovery/host': (
        'cmd_discover_iexplorer_version_registry.zip cmd_seatbelt_group_user.zip '
        'covenant_getdomaingroup_ldap_searchrequest_domain_admins.zip '
        'empire_find_localadmin_smb_svcctl_OpenSCManager.zip '
        'empire_getsession_dcerpc_smb_srvsvc_NetSessEnum.zip empire_shell_net_local_users.zip '
        'empire_shell_net_localgroup_administrators.zip '
        'empire_shell_rpc_samr_smb_group_domain_admins_standard_user.zip '
        'empire_shell_samr_EnumDomainUsers.zip'
    ),
    'datasets/atomic/windows/discovery/network': (
        'covenant_getdomaingroup_ldap_searchrequest_domain_admins.zip '
        'covenant_ldap_searchrequest_domainuser.cap empire_find_localadmin_smb_svcctl_OpenSCManager.zip '
        'empire_getsession_dcerpc_smb_srvsvc_NetSessEnum.zip '
        'empire_shell_rpc_samr_smb_group_domain_admins_standard_user.zip '
        'empire_shell_samr_EnumDomainUsers.zip'
    ),
    'datasets/atomic/windows/execution/host': (
        'cmd_sharpview_pcre_net.zip empire_launcher_vbs.zip psh_powershell_httplistener.zip '
        'psh_python_webserver.zip'
    ),
    'datasets/atomic/windows/lateral_movement/host': (
        'aadinternals_export_adfsdatabaseconfig_remotely.zip covenant_com_wsman_automation.zip '
        'covenant_copy_smb_CreateRequest.zip covenant_dcom_executeexcel4macro_allowed.zip '
        'covenant_dcom_executeexcel4macro_blocked.zip covenant_dcom_iertutil_dll_hijack.zip '
        'covenant_dcom_registerxll.zip covenant_psremoting_command.zip covenant_psremoting_grunt.zip '
        'covenant_sc_query_dcerpc_smb_svcctl.zip covenant_sharpsc_create_dcerpc_smb_svcctl.zip '
        'covenant_sharpsc_query_dcerpc_smb_svcctl.zip covenant_sharpsc_start_dcerpc_smb_svcctl.zip '
        'covenant_sharpsc_stop_dcerpc_smb_svcctl.zip covenant_sharpwmi_create_dcerpc_wmi.zip '
        'covenant_wmi_remote_event_subscription_ActiveScriptEventConsumers.zip '
        'covenant_wmi_wbemcomn_dll_hijack.zip empire_dcom_shellwindows_stager.zip '
        'empire_msbuild_dcerpc_wmi_smb.zip empire_psexec_dcerpc_tcp_svcctl.zip empire_psremoting_stager.zip '
        'empire_shell_dcerpc_smb_service_dll_hijack.zip empire_smbexec_dcerpc_smb_svcctl.zip '
        'empire_wmi_dcerpc_wmi_IWbemServices_ExecMethod.zip empire_wmic_add_user_backdoor.zip '
        'mimikatz_CVE-2020-1472_Unauthenticated_NetrServerAuthenticate2.zip purplesharp_ad_playbook_I.zip '
        'purplesharp_ad_playbook_I_2020-10-22042947.json schtask_create.zip schtask_modification.zip'
    ),
    'datasets/atomic/windows/lateral_movement/network': (
        'aadinternals_export_adfsdatabaseconfig_remotely.zip covenant_copy_smb_CreateRequest.zip '
        'covenant_dcom_executeexcel4macro_allowed.zip covenant_dcom_executeexcel4macro_blocked.zip '
        'covenant_dcom_iertutil_dll_hijack.zip covenant_dcom_registerxll.zip covenant_psremoting_command.zip '
        'covenant_sc_query_dcerpc_smb_svcctl.zip covenant_sharpsc_create_dcerpc_smb_svcctl.zip '
        'covenant_sharpsc_query_dcerpc_smb_svcctl.zip covenant_sharpsc_start_dcerpc_smb_svcctl.zip '
        'covenant_sharpsc_stop_dcerpc_smb_svcctl.zip covenant_sharpwmi_create_dcerpc_wmi.zip '
        'covenant_wmi_remote_event_subscription_ActiveScriptEventConsumers.zip '
        'covenant_wmi_wbemcomn_dll_hijack.zip empire_dcom_shellwindows.zip empire_msbuild_dcerpc_wmi_smb.zip '
        'empire_psexec_dcerpc_tcp_svcctl.zip empire_psremoting_stager.zip '
        'empire_shell_dcerpc_smb_service_dll_hijack.zip empire_smbexec_dcerpc_smb_svcctl.zip '
        'empire_wmi_dcerpc_wmi_IWbemServices_ExecMethod.zip '
        'mimikatz_CVE-2020-1472_Unauthenticated_NetrServerAuthenticate2.zip purplesharp_ad_playbook_I.zip '
        'schtask_create.zip schtask_modification.zip'
    ),
    'datasets/atomic/windows/persistence/host': (
        'cmd_userinitmprlogonscript_batch.zip covenant_persiststartup.tar.gz covenant_persistwmi.tar.gz '
        'empire_persistence_registry_modification_run_keys_elevated_user.zip '
        'empire_persistence_registry_modification_run_keys_standard_user.zip '
        'empire_schtasks_creation_execution_elevated_user.zip empire_schtasks_creation_standard_user.zip '
        'empire_wmi_local_event_subscriptions_elevated_user.zip proxylogon_ssrf_rce_poc.zip'
    ),
    'datasets/atomic/windows/privilege_escalation/host': (
        'cmd_service_mod_fax.zip empire_invoke_runas.tar.gz empire_uac_shellapi_fodhelper.zip'
    ),
}


SD_ATOMIC_OTHER = {
    '': (
        'datasets/atomic/aws/collection/ec2_proxy_s3_exfiltration.zip '
        'datasets/atomic/aws/discovery/aws_s3_honeybucketlogs.zip '
        'datasets/atomic/linux/discovery/host/sh_arp_cache.zip '
        'datasets/atomic/windows/other/raccine_samples.zip '
        'datasets/compound/LSASS_campaign_03/metasploit_comsvcs_lsass_memory_dump_pcapng.zip '
        'datasets/compound/LSASS_campaign_03/metasploit_comsvcs_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/LSASS_campaign_04/metasploit_out-minidump_lsass_memory_dump.zip '
        'datasets/compound/LSASS_campaign_04/metasploit_out-minidump_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/LSASS_campaign_06/metasploit_outflank-dumpert_lsass_memory_dump_pcapng.zip '
        'datasets/compound/LSASS_campaign_06/metasploit_outflank-dumpert_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/apt29/README.md datasets/compound/apt29/day1/apt29_evals_day1_manual.zip '
        'datasets/compound/apt29/day1/pcaps/NASHUA.zip datasets/compound/apt29/day1/pcaps/SCRANTON.zip '
        'datasets/compound/windows/apt3/environment/empire/docker-compose-empire.yml '
        'datasets/compound/windows/apt3/environment/empire/scripts/ftp_server_start.py '
        'datasets/compound/windows/apt3/environment/empire/scripts/share_spraying.ps1'
    ),
    'datasets/atomic/_metadata': (
        'SDLIN-201110074812.yaml SDLIN-201110081941.yaml SDWIN-190301125905.yaml SDWIN-190319020147.yaml '
        'SDWIN-190319021158.yaml SDWIN-190319023812.yaml SDWIN-190319145126.yaml SDWIN-190403133337.yaml '
        'SDWIN-190518182022.yaml SDWIN-190518200432.yaml SDWIN-190518201207.yaml SDWIN-190518203650.yaml '
        'SDWIN-190518210125.yaml SDWIN-190518210652.yaml SDWIN-190518213907.yaml SDWIN-190518221344.yaml '
        'SDWIN-190518230752.yaml SDWIN-190625133822.yaml SDWIN-191027055035.yaml SDWIN-191027223020.yaml '
        'SDWIN-191225045202.yaml SDWIN-200609225055.yaml SDWIN-200721232741.yaml SDWIN-200722001847.yaml '
        'SDWIN-200724174200.yaml SDWIN-200806015757.yaml SDWIN-200806022635.yaml SDWIN-200806031938.yaml '
        'SDWIN-200806035621.yaml SDWIN-200806115603.yaml SDWIN-200806130039.yaml SDWIN-200917174542.yaml '
        'SDWIN-200921001437.yaml SDWIN-200922042230.yaml SDWIN-201009173318.yaml SDWIN-201017061100.yaml '
        'SDWIN-201018225619.yaml SDWIN-201019033054.yaml SDWIN-201019224718.yaml SDWIN-201019232515.yaml '
        'SDWIN-201021204544.yaml SDWIN-201021232814.yaml SDWIN-201022002145.yaml SDWIN-201022013121.yaml '
        'SDWIN-201022022144.yaml SDWIN-201022025808.yaml SDWIN-201022035214.yaml SDWIN-201022042947.yaml '
        'SDWIN-201023020513.yaml SDWIN-201023031210.yaml SDWIN-201028191914.yaml SDWIN-201029001615.yaml '
        'SDWIN-201029202324.yaml SDWIN-210427020247.yaml SDWIN-210611210814.yaml SDWIN-220630130349.yaml '
        'SDWIN-220703123711.yaml SDWIN-220705170038.yaml SDWIN-220708104300.yaml SDWIN-220803205800.yaml '
        'SDWIN-230718150800.yaml SDWIN-230718151900.yaml'
    ),
    'datasets/compound/GoldenSAMLADFSMailAccess': (
        'AADAuditEvents.Zip Microsoft365DefenderEvents.Zip README.md WindowsEvents.Zip'
    ),
    'datasets/compound/LSASS_campaign_01': (
        'metasploit_logonpasswords_lsass_memory_dump.zip '
        'metasploit_logonpasswords_lsass_memory_dump_pcapng.zip '
        'metasploit_logonpasswords_lsass_memory_dump_zeek_logs.zip'
    ),
    'datasets/compound/LSASS_campaign_05': (
        'metasploit_sharpdump_lsass_memory_dump.zip metasploit_sharpdump_lsass_memory_dump_pcapng.zip '
        'metasploit_sharpdump_lsass_memory_dump_zeek_logs.zip'
    ),
    'datasets/compound/LSASS_campaign_07': (
        'metasploit_nanodump_lsass_memory_dump.zip metasploit_nanodump_lsass_memory_dump_pcapng.zip '
        'metasploit_nanodump_lsass_memory_dump_zeek_logs.zip'
    ),
    'datasets/compound/Log4Shell': (
        'pcap_log4shell_cve2021_44228_java_serialized.zip '
        'securityauditing_log4shell_cve2021_44228_java_serialized_object.zip '
        'syslog_auoms_auditd_log4shell_cve2021_44228_jndi_reference.zip '
        'sysmon_log4shell_cve2021_44228_java_serialized_object.zip'
    ),
    'datasets/compound/_metadata': (
        'LSASS_campaign_01.yaml LSASS_campaign_02.yaml LSASS_campaign_03.yaml LSASS_campaign_04.yaml '
        'LSASS_campaign_06.yaml Log4Shell.yaml'
    ),
    'datasets/compound/apt29/day1/zeek': (
        'NASHUA-zeek_logs.zip SCRANTON-zeek_logs.zip combined_zeek.log'
    ),
    'datasets/compound/apt29/day1/zeek/individual_zeek_logs': (
        'NASHUA_conn.log NASHUA_dns.log NASHUA_dpd.log NASHUA_files.log NASHUA_kerberos.log NASHUA_ssl.log '
        'NASHUA_x509.log SCRANTON_conn.log SCRANTON_dce_rpc.log SCRANTON_dpd.log SCRANTON_http.log '
        'SCRANTON_pe.log SCRANTON_smb_mapping.log SCRANTON_ssl.log SCRANTON_x509.log'
    ),
    'datasets/compound/apt29/day2/pcaps': (
        'README.md UTICA-A.zip UTICA-D.zip UTICA-ONE-DRIVE.zip'
    ),
    'datasets/compound/apt29/day2/zeek': (
        'NEWYORK-zeek_logs.zip UTICA-D-zeek_logs.zip UTICA-ONE-DRIVE-zeek_logs.zip'
    ),
    'datasets/compound/apt29/day2/zeek/individual_zeek_logs': (
        'NEWYORK_conn.log NEWYORK_dce_rpc.log NEWYORK_dns.log NEWYORK_kerberos.log NEWYORK_reporter.log '
        'NEWYORK_weird.log SCRANTON_dce_rpc.log SCRANTON_loaded_scripts.log SCRANTON_reporter.log '
        'SCRANTON_smb_mapping.log SCRANTON_weird.log UTICA-A_capture_loss.log UTICA-A_conn.log '
        'UTICA-A_dns.log UTICA-A_files.log UTICA-A_http.log UTICA-A_kerberos.log UTICA-A_notice.log '
        'UTICA-A_packet_filter.log UTICA-A_reporter.log UTICA-A_ssl.log UTICA-A_stats.log UTICA-A_x509.log '
        'UTICA-C_capture_loss.log UTICA-C_dns.log UTICA-C_kerberos.log UTICA-C_loaded_scripts.log '
        'UTICA-C_smb_mapping.log UTICA-C_ssl.log UTICA-C_stats.log UTICA-C_weird.log UTICA-D_conn.log '
        'UTICA-D_dce_rpc.log UTICA-D_kerberos.log UTICA-D_loaded_scripts.log UTICA-D_packet_filter.log '
        'UTICA-D_ssl.log UTICA-D_stats.log UTICA-D_weird.log UTICA-ONE-DRIVE_capture_loss.log '
        'UTICA-ONE-DRIVE_dns.log UTICA-ONE-DRIVE_loaded_scripts.log UTICA-ONE-DRIVE_reporter.log '
        'UTICA-ONE-DRIVE_ssl.log UTICA-ONE-DRIVE_weird.log'
    ),
    'datasets/compound/windows/apt3': (
        'README.md caldera_attack_evals_round1_day1_2019-10-20201108.tar.gz empire_apt3.tar.gz'
    ),
    'datasets/compound/windows/apt3/environment/empire/resource_files': (
        '11.A.1-scripting_stager_vbs.rc 12.A.2-system_network_config_discovery.rc '
        '12.D.1-system_service_discovery.rc 12.F.1-permission_groups_discovery.rc '
        '12.G.2-account_discovery.rc 13.A.1-remote_system_discovery.rc '
        '13.B.1-system_network_connections_discovery.rc 14.A.1.2-bypassuac_token.rc 14.A.2.2-privesc_ask.rc '
        '15.B.1-credentials_in_file.rc 16.D.1-windows_admin_shares_mount_dc.rc '
        '16.E.1-remote_file_copy_stager.rc 16.F.1-command_line_interface.rc '
        '16.H.1-system_service_discovery.rc 16.I.1-new_service.rc 17.A.1-query_registry.rc '
        '17.B.1-file_permissions_modification.rc 17.B.2-file_permissions_modification.rc '
        '17.C.1-accessibility_features.rc 18.B.1-data_staged.rc 19.A.1-remote_file_copy.rc '
        '19.B.1-data_compressed.rc 19.C.1-exfiltration_over_alternative_protocol.rc 19.D.1-file_deletion.rc '
        '19.D.2-file_deletion.rc'
    ),
}


SD_METADATA_KIND = {
    'datasets/atomic/_metadata': (
        'SDAWS-200914011940.yaml SDAWS-2202181000.yaml SDLIN-201110074812.yaml SDLIN-201110081941.yaml '
        'SDWIN-190301125905.yaml SDWIN-190301174830.yaml SDWIN-190319020147.yaml SDWIN-190319020729.yaml '
        'SDWIN-190319021158.yaml SDWIN-190319023812.yaml SDWIN-190319024742.yaml SDWIN-190319131123.yaml '
        'SDWIN-190319145126.yaml SDWIN-190403133337.yaml SDWIN-190518182022.yaml SDWIN-190518184306.yaml '
        'SDWIN-190518200432.yaml SDWIN-190518201207.yaml SDWIN-190518201922.yaml SDWIN-190518202151.yaml '
        'SDWIN-190518203650.yaml SDWIN-190518210125.yaml SDWIN-190518210652.yaml SDWIN-190518211052.yaml '
        'SDWIN-190518211456.yaml SDWIN-190518213907.yaml SDWIN-190518221344.yaml SDWIN-190518224039.yaml '
        'SDWIN-190518230752.yaml SDWIN-190518235535.yaml SDWIN-190519005224.yaml SDWIN-190625103712.yaml '
        'SDWIN-190625133822.yaml SDWIN-191027055035.yaml SDWIN-191027223020.yaml SDWIN-191225045202.yaml '
        'SDWIN-200609225055.yaml SDWIN-200721232741.yaml SDWIN-200722001847.yaml SDWIN-200724174200.yaml '
        'SDWIN-200805020926.yaml SDWIN-200805034820.yaml SDWIN-200806012009.yaml SDWIN-200806015757.yaml '
        'SDWIN-200806022635.yaml SDWIN-200806030120.yaml SDWIN-200806031938.yaml SDWIN-200806035621.yaml '
        'SDWIN-200806115603.yaml SDWIN-200806130039.yaml SDWIN-200807103913.yaml SDWIN-200904032946.yaml '
        'SDWIN-200914080546.yaml SDWIN-200916232559.yaml SDWIN-200917174542.yaml SDWIN-200918145959.yaml '
        'SDWIN-200921001437.yaml SDWIN-200921175806.yaml SDWIN-200921230246.yaml SDWIN-200922042230.yaml '
        'SDWIN-201009173318.yaml SDWIN-201009183000.yaml SDWIN-201012183248.yaml SDWIN-201017061100.yaml '
        'SDWIN-201018195009.yaml SDWIN-201018225619.yaml SDWIN-201019002900.yaml SDWIN-201019033054.yaml '
        'SDWIN-201019224718.yaml SDWIN-201019232515.yaml SDWIN-201020013208.yaml SDWIN-201021001911.yaml '
        'SDWIN-201021204544.yaml SDWIN-201021232814.yaml SDWIN-201022002145.yaml SDWIN-201022013121.yaml '
        'SDWIN-201022015432.yaml SDWIN-201022022144.yaml SDWIN-201022025808.yaml SDWIN-201022035214.yaml '
        'SDWIN-201022042947.yaml SDWIN-201023020513.yaml SDWIN-201023023651.yaml SDWIN-201023031210.yaml '
        'SDWIN-201026235835.yaml SDWIN-201028191914.yaml SDWIN-201029001615.yaml SDWIN-201029202324.yaml '
        'SDWIN-201102041306.yaml SDWIN-201102163918.yaml SDWIN-201219070027.yaml SDWIN-201219075059.yaml '
        'SDWIN-210314014019.yaml SDWIN-210427020247.yaml SDWIN-210611210814.yaml SDWIN-220630130349.yaml '
        'SDWIN-220703123711.yaml SDWIN-220705170038.yaml SDWIN-220708104215.yaml SDWIN-220708104300.yaml '
        'SDWIN-220803205800.yaml SDWIN-230718150800.yaml SDWIN-230718151900.yaml SDWIN-230720004300.yaml'
    ),
}


SD_METADATA_OTHER = {
    '': (
        'datasets/atomic/linux/defense_evasion/host/sh_binary_padding_dd.zip '
        'datasets/atomic/windows/collection/host/msf_record_mic.zip '
        'datasets/atomic/windows/defense_evasion/network/empire_powerview_ldap_ntsecuritydescriptor.zip '
        'datasets/atomic/windows/discovery/network/empire_shell_samr_EnumDomainUsers.zip '
        'datasets/atomic/windows/execution/host/cmd_sharpview_pcre_net.zip '
        'datasets/atomic/windows/execution/host/psh_powershell_httplistener.zip '
        'datasets/atomic/windows/other/raccine_samples.zip '
        'datasets/atomic/windows/other/raccine_simulation_mode.zip '
        'datasets/compound/GoldenSAMLADFSMailAccess/README.md '
        'datasets/compound/GoldenSAMLADFSMailAccess/WindowsEvents.Zip '
        'datasets/compound/LSASS_campaign_01/metasploit_logonpasswords_lsass_memory_dump.zip '
        'datasets/compound/LSASS_campaign_01/metasploit_logonpasswords_lsass_memory_dump_pcapng.zip '
        'datasets/compound/LSASS_campaign_02/metasploit_procdump_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/LSASS_campaign_03/metasploit_comsvcs_lsass_memory_dump.zip '
        'datasets/compound/LSASS_campaign_04/metasploit_out-minidump_lsass_memory_dump_pcapng.zip '
        'datasets/compound/LSASS_campaign_04/metasploit_out-minidump_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/LSASS_campaign_05/metasploit_sharpdump_lsass_memory_dump_pcapng.zip '
        'datasets/compound/LSASS_campaign_06/metasploit_outflank-dumpert_lsass_memory_dump.zip '
        'datasets/compound/LSASS_campaign_06/metasploit_outflank-dumpert_lsass_memory_dump_pcapng.zip '
        'datasets/compound/LSASS_campaign_07/metasploit_nanodump_lsass_memory_dump.zip '
        'datasets/compound/apt29/README.md datasets/compound/apt29/day1/pcaps/NASHUA.zip '
        'datasets/compound/apt29/day1/pcaps/SCRANTON.zip datasets/compound/apt29/day1/zeek/combined_zeek.log '
        'datasets/compound/windows/apt3/caldera_attack_evals_round1_day1_2019-10-20201108.tar.gz '
        'datasets/compound/windows/apt3/empire_apt3.tar.gz '
        'datasets/compound/windows/apt3/environment/empire/docker-compose-empire.yml '
        'datasets/compound/windows/apt3/environment/empire/scripts/ftp.txt'
    ),
    'datasets/atomic/windows/credential_access/host': (
        'cmd_dumping_ntds_dit_file_volume_shadow_copy.zip cmd_lsass_memory_dumpert_syscalls.zip '
        'cmd_psexec_lsa_secrets_dump.zip empire_mimikatz_backupkeys_dcerpc_smb_lsarpc.zip '
        'empire_mimikatz_extract_keys.zip empire_mimikatz_logonpasswords.zip empire_mimikatz_opth.tar.gz '
        'empire_ninjacopy_dumping_ntds_dit_file.zip empire_over_pth_patch_lsass.zip '
        'empire_powerdump_sam_access.zip psh_lsass_memory_dump_comsvcs.zip '
        'rdp_interactive_taskmanager_lsass_dump.zip'
    ),
    'datasets/atomic/windows/credential_access/network': (
        'covenant_dcsync_dcerpc_drsuapi_DsGetNCChanges.zip empire_ninjacopy_dumping_ntds_dit_file_pcap.zip '
        'empire_shell_rubeus_asktgt_ptt.zip purplesharp_2020-11-02102419.json'
    ),
    'datasets/atomic/windows/defense_evasion/host': (
        'auditpol_system_user_auditpolicy_modification.zip '
        'cmd_disable_eventlog_service_startuptype_modification_via_registry.zip '
        'cmd_mshta_javascript_getobject_sct.zip cmd_netsh_fw_mod_open_ports.zip '
        'cmd_process_herpaderping_snippingtool.zip cmd_psh_stop_netprofm_eventlog_after_reboot.zip '
        'cmd_psh_stop_netprofm_eventlog_before_reboot.zip '
        'cmd_stop_event_logging_controlset001_minint_key.zip '
        'cmd_stop_event_logging_controlset_minint_key.zip covenant_installutil.zip '
        'empire_monologue_netntlm_downgrade.zip empire_wmic_add_user_backdoor.zip '
        'psh_cmstp_execution_bypassuac.zip psh_metasploit_stop_netprofm_eventlog_after_reboot.zip '
        'psh_mshta_html_application_execution.zip psh_stop_event_logging_controlset001_minint_key.zip '
        'reg_disable_eventlog_service_startuptype_modification_via_registry.zip '
        'reg_meterpreter_process_commandline_logging_disabled.zip wmic_remote_xsl_jscript.zip'
    ),
    'datasets/atomic/windows/discovery/host': (
        'cmd_discover_iexplorer_version_registry.zip cmd_seatbelt_group_user.zip '
        'empire_shell_net_localgroup_administrators.zip '
        'empire_shell_rpc_samr_smb_group_domain_admins_standard_user.zip '
        'empire_shell_samr_EnumDomainUsers.zip'
    ),
    'datasets/atomic/windows/lateral_movement/host': (
        'covenant_com_wsman_automation.zip covenant_dcom_executeexcel4macro_allowed.zip '
        'covenant_psremoting_command.zip covenant_sharpsc_query_dcerpc_smb_svcctl.zip '
        'covenant_sharpsc_stop_dcerpc_smb_svcctl.zip '
        'covenant_wmi_remote_event_subscription_ActiveScriptEventConsumers.zip '
        'covenant_wmi_wbemcomn_dll_hijack.zip empire_dcom_shellwindows_stager.zip '
        'empire_msbuild_dcerpc_wmi_smb.zip empire_psexec_dcerpc_tcp_svcctl.zip empire_psremoting_stager.zip '
        'mimikatz_CVE-2020-1472_Unauthenticated_NetrServerAuthenticate2.zip purplesharp_ad_playbook_I.zip '
        'purplesharp_ad_playbook_I_2020-10-22042947.json schtask_modification.zip'
    ),
    'datasets/atomic/windows/lateral_movement/network': (
        'aadinternals_export_adfsdatabaseconfig_remotely.zip covenant_copy_smb_CreateRequest.zip '
        'covenant_dcom_executeexcel4macro_allowed.zip covenant_dcom_iertutil_dll_hijack.zip '
        'covenant_dcom_registerxll.zip covenant_psremoting_command.zip '
        'covenant_sc_query_dcerpc_smb_svcctl.zip covenant_sharpsc_create_dcerpc_smb_svcctl.zip '
        'covenant_sharpwmi_create_dcerpc_wmi.zip covenant_wmi_wbemcomn_dll_hijack.zip '
        'empire_msbuild_dcerpc_wmi_smb.zip empire_psexec_dcerpc_tcp_svcctl.zip '
        'empire_wmi_dcerpc_wmi_IWbemServices_ExecMethod.zip '
        'mimikatz_CVE-2020-1472_Unauthenticated_NetrServerAuthenticate2.zip schtask_create.zip'
    ),
    'datasets/atomic/windows/persistence/host': (
        'covenant_persistwmi.tar.gz empire_persistence_registry_modification_run_keys_elevated_user.zip '
        'empire_persistence_registry_modification_run_keys_standard_user.zip '
        'empire_schtasks_creation_standard_user.zip proxylogon_ssrf_rce_poc.zip'
    ),
    'datasets/atomic/windows/privilege_escalation/host': (
        'cmd_service_mod_fax.zip empire_invoke_runas.tar.gz empire_uac_shellapi_fodhelper.zip'
    ),
    'datasets/compound/Log4Shell': (
        'pcap_log4shell_cve2021_44228_java_serialized.zip pcap_log4shell_cve2021_44228_jndi_reference.zip '
        'syslog_sysmon_log4shell_cve2021_44228_jndi_reference.zip '
        'sysmon_log4shell_cve2021_44228_java_serialized_object.zip '
        'vminsights_vmconnection_log4shell_cve2021_44228_jndi_reference.zip'
    ),
    'datasets/compound/_metadata': (
        'GoldenSAMLADFSMailAccess.yaml LSASS_campaign_01.yaml LSASS_campaign_02.yaml LSASS_campaign_03.yaml '
        'LSASS_campaign_04.yaml LSASS_campaign_07.yaml'
    ),
    'datasets/compound/apt29/day1/zeek/individual_zeek_logs': (
        'NASHUA_dns.log NASHUA_dpd.log NASHUA_files.log NASHUA_kerberos.log NASHUA_smb_files.log '
        'NASHUA_ssl.log NASHUA_weird.log NASHUA_x509.log SCRANTON_conn.log SCRANTON_http.log '
        'SCRANTON_kerberos.log SCRANTON_notice.log SCRANTON_pe.log SCRANTON_ssl.log SCRANTON_x509.log'
    ),
    'datasets/compound/apt29/day2/pcaps': (
        'UTICA-A.zip UTICA-C.zip UTICA-ONE-DRIVE.zip'
    ),
    'datasets/compound/apt29/day2/zeek': (
        'NEWYORK-zeek_logs.zip SCRANTON-zeek_logs.zip UTICA-C-zeek_logs.zip UTICA-D-zeek_logs.zip '
        'combined_zeek.log'
    ),
    'datasets/compound/apt29/day2/zeek/individual_zeek_logs': (
        'NEWYORK_conn.log NEWYORK_dns.log NEWYORK_packet_filter.log NEWYORK_reporter.log '
        'NEWYORK_smb_mapping.log NEWYORK_stats.log NEWYORK_weird.log SCRANTON_dce_rpc.log '
        'SCRANTON_kerberos.log SCRANTON_packet_filter.log SCRANTON_smb_mapping.log SCRANTON_stats.log '
        'UTICA-A_dce_rpc.log UTICA-A_dns.log UTICA-A_http.log UTICA-A_loaded_scripts.log UTICA-A_notice.log '
        'UTICA-A_packet_filter.log UTICA-A_pe.log UTICA-A_reporter.log UTICA-A_stats.log UTICA-C_conn.log '
        'UTICA-C_loaded_scripts.log UTICA-C_packet_filter.log UTICA-C_reporter.log UTICA-C_ssl.log '
        'UTICA-C_stats.log UTICA-D_capture_loss.log UTICA-D_conn.log UTICA-D_packet_filter.log '
        'UTICA-D_stats.log UTICA-D_weird.log UTICA-ONE-DRIVE_conn.log UTICA-ONE-DRIVE_dns.log '
        'UTICA-ONE-DRIVE_files.log UTICA-ONE-DRIVE_ssl.log UTICA-ONE-DRIVE_weird.log '
        'UTICA-ONE-DRIVE_x509.log'
    ),
    'datasets/compound/windows/apt3/environment/empire/resource_files': (
        '12.B.1-system_owner_user_discovery.rc 12.D.1-system_service_discovery.rc '
        '12.E.1-scripting_winenum.rc 12.F.2-permission_groups_discovery.rc 12.G.1-account_discovery.rc '
        '13.A.1-remote_system_discovery.rc 13.B.1-system_network_connections_discovery.rc '
        '14.A.2.2-privesc_ask.rc 15.A.1-credential_access_keylogger.rc 16.A.1-passwords_spray.rc '
        '16.B.1-windows_admin_shares_mount.rc 16.E.1-remote_file_copy_stager.rc '
        '16.H.1-system_service_discovery.rc 16.J.1-system_service_discovery.rc '
        '16.K.1-file_and_directory_discovery.rc 17.A.1-query_registry.rc '
        '17.B.2-file_permissions_modification.rc 17.C.1-accessibility_features.rc 18.B.1-data_staged.rc '
        '19.A.1-remote_file_copy.rc 19.B.1-data_compressed.rc 19.D.1-file_deletion.rc'
    ),
}


SD_NOTEBOOKS_KIND = {
    '': (
        'docs/notebooks/atomic/aws/collection/SDAWS-200914011940.ipynb '
        'docs/notebooks/atomic/aws/defense_evasion/SDAWS-200914011940.ipynb '
        'docs/notebooks/atomic/aws/discovery/SDAWS-2202181000.ipynb '
        'docs/notebooks/atomic/aws/initial_access/SDAWS-200914011940.ipynb '
        'docs/notebooks/atomic/aws/persistence/SDAWS-200914011940.ipynb '
        'docs/notebooks/atomic/aws/privilege_escalation/SDAWS-200914011940.ipynb '
        'docs/notebooks/atomic/linux/defense_evasion/SDLIN-201110081941.ipynb '
        'docs/notebooks/atomic/linux/discovery/SDLIN-201110074812.ipynb '
        'docs/notebooks/atomic/windows/collection/SDWIN-200609225055.ipynb '
        'docs/notebooks/atomic/windows/collection/SDWIN-201020013208.ipynb'
    ),
    'docs/notebooks/atomic/windows/credential_access': (
        'SDWIN-190301174830.ipynb SDWIN-190319145126.ipynb SDWIN-190518202151.ipynb SDWIN-190518230752.ipynb '
        'SDWIN-190518235535.ipynb SDWIN-190625103712.ipynb SDWIN-190625133822.ipynb SDWIN-191027055035.ipynb '
        'SDWIN-200805020926.ipynb SDWIN-200807103913.ipynb SDWIN-200921230246.ipynb SDWIN-200922042230.ipynb '
        'SDWIN-201018195009.ipynb SDWIN-201018225619.ipynb SDWIN-201019002900.ipynb SDWIN-201019033054.ipynb '
        'SDWIN-201020013208.ipynb SDWIN-201022042947.ipynb'
    ),
    'docs/notebooks/atomic/windows/defense_evasion': (
        'SDWIN-190301125905.ipynb SDWIN-190319131123.ipynb SDWIN-190403133337.ipynb SDWIN-190518200432.ipynb '
        'SDWIN-190518201922.ipynb SDWIN-190518203650.ipynb SDWIN-190518221344.ipynb SDWIN-191027223020.ipynb '
        'SDWIN-191225045202.ipynb SDWIN-200721232741.ipynb SDWIN-201012183248.ipynb SDWIN-201017061100.ipynb '
        'SDWIN-201019232515.ipynb SDWIN-201021001911.ipynb SDWIN-201022002145.ipynb SDWIN-201022013121.ipynb '
        'SDWIN-201022015432.ipynb SDWIN-201022022144.ipynb SDWIN-201022025808.ipynb SDWIN-201022035214.ipynb '
        'SDWIN-201023020513.ipynb SDWIN-201023023651.ipynb SDWIN-201023031210.ipynb SDWIN-201026235835.ipynb '
        'SDWIN-201028191914.ipynb SDWIN-210611210814.ipynb SDWIN-220630130349.ipynb SDWIN-220703123711.ipynb '
        'SDWIN-220705170038.ipynb SDWIN-220708104215.ipynb SDWIN-220708104300.ipynb SDWIN-220803205800.ipynb'
    ),
    'docs/notebooks/atomic/windows/discovery': (
        'SDWIN-190319020147.ipynb SDWIN-190319020729.ipynb SDWIN-190319021158.ipynb SDWIN-190518201207.ipynb '
        'SDWIN-190518224039.ipynb SDWIN-190519005224.ipynb SDWIN-200806130039.ipynb SDWIN-201021232814.ipynb '
        'SDWIN-201022042947.ipynb SDWIN-201102163918.ipynb'
    ),
    'docs/notebooks/atomic/windows/execution': (
        'SDWIN-190518182022.ipynb SDWIN-190518210652.ipynb SDWIN-190518211052.ipynb SDWIN-190518211456.ipynb '
        'SDWIN-190518213907.ipynb SDWIN-191027223020.ipynb SDWIN-200724174200.ipynb SDWIN-200806035621.ipynb '
        'SDWIN-200806115603.ipynb SDWIN-200914080546.ipynb SDWIN-200921001437.ipynb SDWIN-201009173318.ipynb '
        'SDWIN-201029001615.ipynb SDWIN-201029202324.ipynb SDWIN-201102041306.ipynb SDWIN-201219070027.ipynb '
        'SDWIN-201219075059.ipynb SDWIN-210314014019.ipynb'
    ),
    'docs/notebooks/atomic/windows/lateral_movement': (
        'SDWIN-190319131123.ipynb SDWIN-190518210125.ipynb SDWIN-190518210652.ipynb SDWIN-190518211052.ipynb '
        'SDWIN-190518211456.ipynb SDWIN-190518213907.ipynb SDWIN-200724174200.ipynb SDWIN-200805034820.ipynb '
        'SDWIN-200806012009.ipynb SDWIN-200806015757.ipynb SDWIN-200806022635.ipynb SDWIN-200806030120.ipynb '
        'SDWIN-200806031938.ipynb SDWIN-200806035621.ipynb SDWIN-200806115603.ipynb SDWIN-200914080546.ipynb '
        'SDWIN-200916232559.ipynb SDWIN-200917174542.ipynb SDWIN-200918145959.ipynb SDWIN-200921001437.ipynb '
        'SDWIN-201009173318.ipynb SDWIN-201009183000.ipynb SDWIN-201022042947.ipynb SDWIN-201219070027.ipynb '
        'SDWIN-201219075059.ipynb SDWIN-210427020247.ipynb'
    ),
    'docs/notebooks/atomic/windows/persistence': (
        'SDWIN-190319023812.ipynb SDWIN-190319024742.ipynb SDWIN-190403133337.ipynb SDWIN-190518184306.ipynb '
        'SDWIN-200722001847.ipynb SDWIN-200921175806.ipynb SDWIN-201019224718.ipynb SDWIN-201021204544.ipynb '
        'SDWIN-201023023651.ipynb SDWIN-201219070027.ipynb SDWIN-201219075059.ipynb SDWIN-210314014019.ipynb'
    ),
    'docs/notebooks/atomic/windows/privilege_escalation': (
        'SDWIN-190403133337.ipynb SDWIN-190518184306.ipynb SDWIN-190518200432.ipynb SDWIN-190518221344.ipynb '
        'SDWIN-200904032946.ipynb SDWIN-201019232515.ipynb SDWIN-201021204544.ipynb SDWIN-201023031210.ipynb '
        'SDWIN-201026235835.ipynb SDWIN-201028191914.ipynb SDWIN-201219070027.ipynb SDWIN-201219075059.ipynb '
        'SDWIN-210611210814.ipynb'
    ),
}


SD_NOTEBOOKS_OTHER = {
    '': (
        'datasets/atomic/windows/collection/host/msf_record_mic.zip '
        'datasets/atomic/windows/credential_access/network/covenant_dcsync_dcerpc_drsuapi_DsGetNCChanges.zip '
        'datasets/atomic/windows/credential_access/network/empire_shell_rubeus_asktgt_ptt.zip '
        'datasets/atomic/windows/discovery/host/cmd_discover_iexplorer_version_registry.zip '
        'datasets/atomic/windows/discovery/host/empire_shell_samr_EnumDomainUsers.zip '
        'datasets/atomic/windows/discovery/network/covenant_ldap_searchrequest_domainuser.cap '
        'datasets/atomic/windows/execution/host/empire_launcher_vbs.zip '
        'datasets/atomic/windows/persistence/host/empire_persistence_registry_modification_run_keys_standard_user.zip '
        'datasets/atomic/windows/privilege_escalation/host/cmd_service_mod_fax.zip '
        'datasets/compound/LSASS_campaign_01/metasploit_logonpasswords_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/LSASS_campaign_02/metasploit_procdump_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/LSASS_campaign_04/metasploit_out-minidump_lsass_memory_dump.zip '
        'datasets/compound/LSASS_campaign_04/metasploit_out-minidump_lsass_memory_dump_pcapng.zip '
        'datasets/compound/LSASS_campaign_07/metasploit_nanodump_lsass_memory_dump_zeek_logs.zip '
        'datasets/compound/Log4Shell/syslog_auoms_auditd_log4shell_cve2021_44228_jndi_reference.zip '
        'datasets/compound/_metadata/GoldenSAMLADFSMailAccess.yaml datasets/compound/apt29/day1/README.md '
        'datasets/compound/apt29/day1/pcaps/NASHUA.zip '
        'datasets/compound/apt29/day1/zeek/SCRANTON-zeek_logs.zip '
        'datasets/compound/apt29/day2/pcaps/README.md '
        'datasets/compound/apt29/day2/zeek/UTICA-D-zeek_logs.zip '
        'datasets/compound/windows/apt3/caldera_attack_evals_round1_day1_2019-10-20201108.tar.gz '
        'docs/notebooks/atomic/aws/aws.json docs/notebooks/atomic/aws/intro.md '
        'docs/notebooks/atomic/aws/collection/intro.md docs/notebooks/atomic/aws/defense_evasion/intro.md '
        'docs/notebooks/atomic/aws/discovery/intro.md docs/notebooks/atomic/aws/initial_access/intro.md '
        'docs/notebooks/atomic/aws/persistence/intro.md '
        'docs/notebooks/atomic/aws/privilege_escalation/intro.md docs/notebooks/atomic/linux/intro.md '
        'docs/notebooks/atomic/linux/linux.json docs/notebooks/atomic/linux/defense_evasion/intro.md '
        'docs/notebooks/atomic/linux/discovery/intro.md docs/notebooks/atomic/windows/intro.md '
        'docs/notebooks/atomic/windows/windows.json docs/notebooks/atomic/windows/collection/intro.md '
        'docs/notebooks/atomic/windows/credential_access/intro.md '
        'docs/notebooks/atomic/windows/defense_evasion/intro.md '
        'docs/notebooks/atomic/windows/discovery/intro.md docs/notebooks/atomic/windows/execution/intro.md '
        'docs/notebooks/atomic/windows/lateral_movement/intro.md '
        'docs/notebooks/atomic/windows/persistence/intro.md '
        'docs/notebooks/atomic/windows/privilege_escalation/intro.md '
        'docs/notebooks/compound/GoldenSAMLADFSMailAccess.ipynb docs/notebooks/compound/Log4Shell.ipynb '
        'scripts/data-collectors/Export-WinEvents.ps1 scripts/misc/ALAEventPermissions.json '
        'scripts/misc/WinDefenderATPPermissions.json'
    ),
    'datasets/atomic/_metadata': (
        'SDWIN-190319020147.yaml SDWIN-190319020729.yaml SDWIN-190319024742.yaml SDWIN-190518210652.yaml '
        'SDWIN-190518224039.yaml SDWIN-190518230752.yaml SDWIN-190625103712.yaml SDWIN-200609225055.yaml '
        'SDWIN-200805020926.yaml SDWIN-200806012009.yaml SDWIN-200914080546.yaml SDWIN-201009173318.yaml '
        'SDWIN-201012183248.yaml SDWIN-201019002900.yaml SDWIN-201021001911.yaml SDWIN-201021232814.yaml '
        'SDWIN-201022035214.yaml SDWIN-201029001615.yaml SDWIN-201029202324.yaml SDWIN-210611210814.yaml '
        'SDWIN-220708104215.yaml SDWIN-230718151900.yaml'
    ),
    'datasets/atomic/windows/credential_access/host': (
        'cmd_dumping_ntds_dit_file_volume_shadow_copy.zip empire_mimikatz_extract_keys.zip '
        'empire_mimikatz_logonpasswords.zip empire_mimikatz_lsadump_patch.zip empire_mimikatz_opth.tar.gz '
        'empire_ninjacopy_dumping_ntds_dit_file.zip empire_powerdump_sam_access.zip '
        'empire_shell_reg_dump_sam.zip psh_input_capture_promptforcreds.zip'
    ),
    'datasets/atomic/windows/defense_evasion/host': (
        'cmd_process_herpaderping_snippingtool.zip cmd_psh_stop_netprofm_eventlog_after_reboot.zip '
        'cmd_psh_stop_netprofm_eventlog_before_reboot.zip cmd_wevtutil_modify_security_eventlog_path.zip '
        'covenant_installutil.zip covenant_lolbin_wuauclt_createremotethread.zip '
        'empire_powerview_ldap_ntsecuritydescriptor.zip empire_psinject_PEinjection.zip '
        'psh_cmstp_execution_bypassuac.zip psh_disable_eventlog_service_startuptype_modification.zip '
        'psh_hh_local_html_payload.zip reg_meterpreter_process_commandline_logging_disabled.zip '
        'reg_stop_event_logging_controlset001_minint_key.zip '
        'reg_stop_event_logging_controlset_minint_key.zip'
    ),
    'datasets/atomic/windows/lateral_movement/host': (
        'covenant_sharpsc_stop_dcerpc_smb_svcctl.zip covenant_sharpwmi_create_dcerpc_wmi.zip '
        'covenant_wmi_remote_event_subscription_ActiveScriptEventConsumers.zip '
        'covenant_wmi_wbemcomn_dll_hijack.zip empire_msbuild_dcerpc_wmi_smb.zip empire_psremoting_stager.zip '
        'empire_shell_dcerpc_smb_service_dll_hijack.zip'
    ),
    'datasets/atomic/windows/lateral_movement/network': (
        'aadinternals_export_adfsdatabaseconfig_remotely.zip covenant_copy_smb_CreateRequest.zip '
        'covenant_dcom_iertutil_dll_hijack.zip covenant_psremoting_command.zip '
        'covenant_sharpsc_stop_dcerpc_smb_svcctl.zip covenant_sharpwmi_create_dcerpc_wmi.zip '
        'covenant_wmi_wbemcomn_dll_hijack.zip empire_msbuild_dcerpc_wmi_smb.zip '
        'empire_shell_dcerpc_smb_service_dll_hijack.zip empire_wmi_dcerpc_wmi_IWbemServices_ExecMethod.zip '
        'schtask_modification.zip'
    ),
    'datasets/compound/apt29/day1/zeek/individual_zeek_logs': (
        'NASHUA_dce_rpc.log NASHUA_dpd.log NASHUA_smb_files.log NASHUA_ssl.log SCRANTON_conn.log '
        'SCRANTON_http.log SCRANTON_kerberos.log SCRANTON_pe.log'
    ),
    'datasets/compound/apt29/day2/zeek/individual_zeek_logs': (
        'NEWYORK_packet_filter.log NEWYORK_smb_files.log SCRANTON_loaded_scripts.log SCRANTON_reporter.log '
        'SCRANTON_smb_mapping.log UTICA-A_conn.log UTICA-A_kerberos.log UTICA-A_reporter.log '
        'UTICA-A_smb_mapping.log UTICA-A_stats.log UTICA-C_smb_mapping.log UTICA-D_capture_loss.log '
        'UTICA-D_ssl.log UTICA-D_stats.log UTICA-ONE-DRIVE_capture_loss.log UTICA-ONE-DRIVE_reporter.log '
        'UTICA-ONE-DRIVE_weird.log'
    ),
    'datasets/compound/windows/apt3/environment/empire/resource_files': (
        '11.A.1-scripting_stager_vbs.rc 12.A.2-system_network_config_discovery.rc '
        '12.E.1-scripting_winenum.rc 12.F.1-permission_groups_discovery.rc 12.G.2-account_discovery.rc '
        '15.A.1-credential_access_keylogger.rc 16.C1-network_share_conection_removal.rc '
        '16.E.1-remote_file_copy_stager.rc 16.I.1-new_service.rc 16.J.1-system_service_discovery.rc '
        '16.L.1-service_execution.rc 18.A.1-file_and_directory_discovery.rc 19.B.1-data_compressed.rc '
        '19.C.1-exfiltration_over_alternative_protocol.rc'
    ),
    'docs': (
        '_config.yml _toc.yml introduction.md'
    ),
    'docs/consume': (
        'helk.md intro.md jupyter-notebooks.md kafka.md suricata.md'
    ),
    'docs/create': (
        'azureloganalyticsapi.md intro.md kafka.md m365defenderhuntapi.md windows.md'
    ),
    'docs/images': (
        'HELK-Design.png JUPYTER_ARCHITECTURE.png JUPYTER_NOTEBOOK_BASIC_VIEW.png '
        'JUPYTER_NOTEBOOK_SERVER.png catapult-main-image.png empire_ask.png empire_launcher_vbs.png '
        'erebor_users.csv event-log-dcsync-one.png hobbit_blacksmith.gif jupyter-dcsync-logs.png '
        'jupyter-decompress-file.png jupyter-list-dir.png jupyter-login.png jupyter-main-menu.png '
        'jupyter-new-notebook.png kafka-kafkacat.png kafkacat_export.png mordor-dcsync-found.png '
        'mordor-dcsync-logs.png mordor-erebor-environment.png mordor-erebor-silketw.png '
        'mordor-erebor-wef.png mordor-gate-main.jpg mordor-logo.png mordor-shire-design.png '
        'mordor-shire-environment.png mordor-shire-wef.png mordor-windows-security-mapping.csv '
        'network-erebor.jpeg network-shire.png shire_users.csv silketwservice.png'
    ),
    'docs/images/logo': (
        'favicon.ico logo.png logo_archive.png'
    ),
}


MIXIN_DASHBOARDS_KIND = {
    '': (
        'assets/MSSQL/dashboards/mssql_overview.json assets/MSSQL/dashboards/mssql_pages.json '
        'assets/alertmanager/dashboards/alertmanager-overview.json '
        'assets/apache-airflow/dashboards/apache-airflow-logs.json '
        'assets/apache-airflow/dashboards/apache-airflow-overview.json '
        'assets/apache-http/dashboards/apache-http.json '
        'assets/apache-mesos/dashboards/apache-mesos-overview.json '
        'assets/argo-cd-2/dashboards/argo-cd-application-overview.json '
        'assets/argo-cd-2/dashboards/argo-cd-operational-overview.json '
        'assets/argocd/dashboards/argocd-overview.json assets/asterisk/dashboards/asterisk-logs.json '
        'assets/asterisk/dashboards/asterisk-overview.json assets/awx/dashboards/awx.json '
        'assets/blackbox_exporter/dashboards/blackbox-exporter.json '
        'assets/caddy/dashboards/caddy-overview.json assets/celery/dashboards/celery-tasks-by-task.json '
        'assets/celery/dashboards/celery-tasks-overview.json '
        'assets/cert-manager/dashboards/cert-manager-overview.json '
        'assets/consul/dashboards/consul-overview.json assets/coredns/dashboards/coredns.json '
        'assets/discourse/dashboards/discourse-jobs.json assets/discourse/dashboards/discourse-overview.json '
        'assets/docker/dashboards/docker.json assets/envoy/dashboards/envoy-overview.json '
        'assets/etcd/dashboards/etcd.json assets/gitlab/dashboards/gitlab-logs.json '
        'assets/gitlab/dashboards/gitlab-overview.json '
        'assets/gluster/dashboards/k8s-storage-resources-glusterfs-pv.json '
        'assets/go-runtime/dashboards/go-runtime.json assets/grafana/dashboards/grafana-overview.json '
        'assets/harbor/dashboards/harbor-overview.json assets/hass/dashboards/hass.json '
        'assets/ingress-nginx-mixin/dashboards/ingress-nginx-overview.json '
        'assets/ingress-nginx-mixin/dashboards/ingress-nginx-request-handling-performance.json '
        'assets/jaeger/dashboards/jaeger-read.json assets/jaeger/dashboards/jaeger-write.json '
        'assets/jenkins/dashboards/jenkins.json assets/jira/dashboards/jira-overview.json '
        'assets/jvm/dashboards/jvm-dashboard.json assets/memcached/dashboards/memcached-overview.json '
        'assets/mysql/dashboards/mysql-overview.json assets/nginx/dashboards/nginx-logs.json '
        'assets/nginx/dashboards/nginx-metrics.json assets/nodejs/dashboards/nodejs-overview.json '
        'assets/nomad/dashboards/nomad-cluster.json assets/nomad/dashboards/nomad-jobs.json '
        'assets/nsq/dashboards/nsq-instances.json assets/nsq/dashboards/nsq-topics.json '
        'assets/oracledb/dashboards/logs.json assets/oracledb/dashboards/oracledb-overview.json '
        'assets/postgres-exporter/dashboards/postgres-overview.json '
        'assets/prometheus/dashboards/prometheus-remote-write.json '
        'assets/python-runtime/dashboards/python-runtime.json '
        'assets/rabbitmq/dashboards/erlang-memory-allocators.json '
        'assets/rabbitmq/dashboards/rabbitmq-overview.json assets/rclone/dashboards/rclone.json '
        'assets/ruby/dashboards/ruby-overview.json '
        'assets/sealed-secrets/dashboards/sealed-secrets-controller.json '
        'assets/spark/dashboards/spark-metrics.json assets/squid/dashboards/squid-logs.json '
        'assets/squid/dashboards/squid-overview.json assets/supabase/dashboards/supabase.json '
        'assets/tensorflow/dashboards/tensorflow-logs.json '
        'assets/tensorflow/dashboards/tensorflow-overview.json assets/traefik/dashboards/traefikdash.json '
        'assets/ubnt-edgerouter/dashboards/ubnt-edgrouterx-overview.json '
        'assets/varnish/dashboards/varnish-logs.json assets/varnish/dashboards/varnish-overview.json '
        'assets/vault/dashboards/vault.json'
    ),
    'assets/aerospike/dashboards': (
        'aerospike-instance-overview.json aerospike-logs-overview.json aerospike-namespace-overview.json '
        'aerospike-overview.json'
    ),
    'assets/apache-activemq/dashboards': (
        'apache-activemq-cluster-overview.json apache-activemq-instance-overview.json '
        'apache-activemq-logs.json apache-activemq-topic-overview.json'
    ),
    'assets/apache-cassandra/dashboards': (
        'apache-cassandra-keyspaces.json apache-cassandra-logs.json apache-cassandra-nodes.json '
        'apache-cassandra-overview.json'
    ),
    'assets/apache-couchdb/dashboards': (
        'couchdb-logs.json couchdb-nodes.json couchdb-overview.json'
    ),
    'assets/apache-hadoop/dashboards': (
        'apache-hadoop-datanode-overview.json apache-hadoop-logs-overview.json '
        'apache-hadoop-namenode-overview.json apache-hadoop-nodemanager-overview.json '
        'apache-hadoop-resourcemanager-overview.json'
    ),
    'assets/apache-hbase/dashboards': (
        'apache-hbase-cluster-overview.json apache-hbase-logs.json apache-hbase-regionserver-overview.json'
    ),
    'assets/apache-solr/dashboards': (
        'apache-solr-cluster-overview.json apache-solr-logs-overview.json apache-solr-query-performance.json '
        'apache-solr-resource-monitoring.json'
    ),
    'assets/apache-tomcat/dashboards': (
        'apache-tomcat-hosts.json apache-tomcat-logs.json apache-tomcat-overview.json'
    ),
    'assets/ceph/dashboards': (
        'ceph-nvmeof-performance.json cephfsdashboard.json host-details.json hosts-overview.json '
        'multi-cluster-overview.json osd-device-details.json osds-overview.json pool-detail.json '
        'pool-overview.json radosgw-detail.json radosgw-overview.json radosgw-sync-overview.json '
        'rbd-details.json rbd-overview.json rgw-s3-analytics.json smb-overview.json'
    ),
    'assets/cilium-enterprise/dashboards': (
        'cilium-L7-proxy.json cilium-agent-overview.json cilium-agent.json cilium-api.json cilium-bpf.json '
        'cilium-conntrack.json cilium-datapath.json cilium-external-fqdn-proxy.json cilium-fqdn-proxy.json '
        'cilium-identities.json cilium-network.json cilium-nodes.json cilium-operator.json '
        'cilium-overview.json cilium-policy.json cilium-resource-utilization.json hubble-timescape.json'
    ),
    'assets/clickhouse/dashboards': (
        'clickhouse-latency.json clickhouse-overview.json clickhouse-replica.json logs.json'
    ),
    'assets/cloudflare/dashboards': (
        'cloudflare-geomap-overview.json cloudflare-worker-overview.json cloudflare-zone-overview.json'
    ),
    'assets/cortex/dashboards': (
        'alertmanager.json cortex-compactor-resources.json cortex-compactor.json cortex-config.json '
        'cortex-object-store.json cortex-queries.json cortex-reads.json cortex-rollout-progress.json '
        'cortex-scaling.json cortex-slow-queries.json cortex-writes.json ruler.json'
    ),
    'assets/couchbase/dashboards': (
        'couchbase-bucket-overview.json couchbase-cluster-overview.json couchbase-logs.json '
        'couchbase-node-overview.json'
    ),
    'assets/django/dashboards': (
        'django-model-overview.json django-overview.json django-requests-by-view.json '
        'django-requests-overview.json'
    ),
    'assets/f5-bigip/dashboards': (
        'bigip-cluster-overview.json bigip-logs.json bigip-node-overview.json bigip-pool-overview.json '
        'bigip-virtual-server-overview.json'
    ),
    'assets/haproxy/dashboards': (
        'haproxy-backend.json haproxy-frontend.json haproxy-server.json'
    ),
    'assets/ibm-mq/dashboards': (
        'ibm-mq-cluster-overview.json ibm-mq-logs.json ibm-mq-queue-manager-overview.json '
        'ibm-mq-queue-overview.json ibm-mq-topics-overview.json'
    ),
    'assets/influxdb/dashboards': (
        'influxdb-cluster-overview.json influxdb-instance-overview.json influxdb-logs.json'
    ),
    'assets/kafka/dashboards': (
        'connect-overview.json kafka-ksqldb-overview.json kafka-overview-dashboard.json '
        'kafka-topic-dashboard.json schema-registry-overview.json zookeeper-overview.json'
    ),
    'assets/kubernetes-autoscaling/dashboards': (
        'kubernetes-autoscaling-mixin-ca.json kubernetes-autoscaling-mixin-hpa.json '
        'kubernetes-autoscaling-mixin-karpenter-act.json kubernetes-autoscaling-mixin-karpenter-costs.json '
        'kubernetes-autoscaling-mixin-karpenter-over.json kubernetes-autoscaling-mixin-karpenter-perf.json '
        'kubernetes-autoscaling-mixin-keda-sj.json kubernetes-autoscaling-mixin-keda-so.json '
        'kubernetes-autoscaling-mixin-vpa.json'
    ),
    'assets/kubernetes/dashboards': (
        'apiserver.json cluster-total.json controller-manager.json k8s-resources-cluster.json '
        'k8s-resources-namespace.json k8s-resources-nodes-overview.json k8s-resources-windows-cluster.json '
        'k8s-resources-windows-namespace.json k8s-resources-windows-pod.json k8s-resources-workload.json '
        'k8s-resources-workloads-namespace.json k8s-windows-cluster-rsrc-use.json '
        'k8s-windows-node-rsrc-use.json kubelet.json namespace-by-pod.json namespace-by-workload.json '
        'persistentvolumesusage.json pod-total.json proxy.json scheduler.json workload-total.json'
    ),
    'assets/loki/dashboards': (
        'loki-bloom-build.json loki-bloom-gateway.json loki-chunks.json loki-deletion.json loki-logs.json '
        'loki-mixin-recording-rules.json loki-operational.json loki-reads.json loki-retention.json '
        'loki-thanos-object-storage.json loki-writes-resources.json loki-writes.json'
    ),
    'assets/microsoft-iis/dashboards': (
        'microsoft-iis-applications.json microsoft-iis-logs.json microsoft-iis-overview.json'
    ),
    'assets/mongodb-atlas/dashboards': (
        'mongodb-atlas-cluster-overview.json mongodb-atlas-elections-overview.json '
        'mongodb-atlas-performance-overview.json mongodb-atlas-sharding-overview.json'
    ),
    'assets/mongodb/dashboards': (
        'mongodb-cluster.json mongodb-instance.json mongodb-logs.json mongodb-overview.json '
        'mongodb-replicaset.json'
    ),
    'assets/node-exporter/dashboards': (
        'node-cluster-rsrc-use.json node-rsrc-use.json nodes-darwin.json nodes.json'
    ),
    'assets/opensearch/dashboards': (
        'opensearch-cluster-overview.json opensearch-logs.json opensearch-node-overview.json '
        'opensearch-search-and-index-overview.json'
    ),
    'assets/presto/dashboards': (
        'presto-coordinator.json presto-logs.json presto-overview.json presto-worker.json'
    ),
    'assets/promscale/dashboards': (
        'apm-dependencies.json apm-home.json apm-service-dependencies-downstream.json '
        'apm-service-dependencies-upstream.json apm-service-overview.json promscale.json'
    ),
    'assets/sap-hana/dashboards': (
        'sap-hana-instance-overview.json sap-hana-logs.json sap-hana-system-overview.json'
    ),
    'assets/snmp/dashboards': (
        'snmp-fleet.json snmp-logs.json snmp-overview.json'
    ),
    'assets/spinnaker/dashboards': (
        'deck.json echo.json fiat.json front50.json gate.json igor.json orca.json rosco.json '
        'spinnaker-application-details.json spinnaker-aws-platform.json spinnaker-google-platform.json '
        'spinnaker-key-metrics.json spinnaker-kubernetes-platform.json spinnaker-minimalist.json'
    ),
    'assets/thanos/dashboards': (
        'bucket-replicate.json compact.json overview.json query-frontend.json query.json receive.json '
        'rule.json sidecar.json store.json'
    ),
    'assets/wildfly/dashboards': (
        'wildfly-datasource.json wildfly-logs.json wildfly-overview.json'
    ),
    'assets/wso2-enterprise-integrator/dashboards': (
        'API_Metrics.json Cluster_Metrics.json Inbound_Endpoint_Metrics.json Node_Metrics.json '
        'Proxy_Service_Metrics.json'
    ),
    'assets/wso2-streaming-integrator/dashboards': (
        'Siddhi_aggregation.json Siddhi_ondemandquery.json Siddhi_overall.json Siddhi_query.json '
        'Siddhi_server.json Siddhi_source.json Siddhi_stream.json Siddhi_table.json '
        'StreamingIntegrator_apps.json StreamingIntegrator_overall.json'
    ),
}


MIXIN_DASHBOARDS_OTHER = {
    '': (
        'assets/MSSQL/alerts.yaml assets/MSSQL/rules.yaml assets/aerospike/alerts.yaml '
        'assets/aerospike/rules.yaml assets/alertmanager/alerts.yaml assets/alertmanager/rules.yaml '
        'assets/apache-activemq/alerts.yaml assets/apache-activemq/rules.yaml '
        'assets/apache-airflow/alerts.yaml assets/apache-airflow/rules.yaml assets/apache-camel/alerts.yaml '
        'assets/apache-camel/rules.yaml assets/apache-cassandra/alerts.yaml '
        'assets/apache-cassandra/rules.yaml assets/apache-couchdb/alerts.yaml '
        'assets/apache-couchdb/rules.yaml assets/apache-hadoop/alerts.yaml assets/apache-hadoop/rules.yaml '
        'assets/apache-hbase/alerts.yaml assets/apache-hbase/rules.yaml assets/apache-http/alerts.yaml '
        'assets/apache-http/rules.yaml assets/apache-mesos/alerts.yaml assets/apache-mesos/rules.yaml '
        'assets/apache-solr/alerts.yaml assets/apache-solr/rules.yaml assets/apache-tomcat/alerts.yaml '
        'assets/apache-tomcat/rules.yaml assets/argo-cd-2/alerts.yaml assets/argo-cd-2/rules.yaml '
        'assets/argocd/alerts.yaml assets/argocd/rules.yaml assets/asterisk/alerts.yaml '
        'assets/asterisk/rules.yaml assets/awx/alerts.yaml assets/awx/rules.yaml '
        'assets/blackbox_exporter/alerts.yaml assets/blackbox_exporter/rules.yaml assets/caddy/alerts.yaml '
        'assets/caddy/rules.yaml assets/celery/alerts.yaml assets/celery/rules.yaml assets/ceph/alerts.yaml '
        'assets/ceph/rules.yaml assets/cert-manager/alerts.yaml assets/cert-manager/rules.yaml '
        'assets/cilium-enterprise/alerts.yaml assets/cilium-enterprise/rules.yaml '
        'assets/clickhouse/alerts.yaml assets/clickhouse/rules.yaml assets/cloudflare/alerts.yaml '
        'assets/cloudflare/rules.yaml assets/confluent-kafka/alerts.yaml assets/confluent-kafka/rules.yaml '
        'assets/consul/alerts.yaml assets/consul/rules.yaml assets/coredns/alerts.yaml '
        'assets/coredns/rules.yaml assets/cortex/alerts.yaml assets/cortex/rules.yaml '
        'assets/couchbase/alerts.yaml assets/couchbase/rules.yaml assets/discourse/alerts.yaml '
        'assets/discourse/rules.yaml assets/django/alerts.yaml assets/django/rules.yaml '
        'assets/docker/alerts.yaml assets/docker/rules.yaml assets/elasticsearch/alerts.yaml '
        'assets/elasticsearch/rules.yaml assets/envoy/alerts.yaml assets/envoy/rules.yaml '
        'assets/etcd/alerts.yaml assets/etcd/rules.yaml assets/f5-bigip/alerts.yaml '
        'assets/f5-bigip/rules.yaml assets/gitea/rules.yaml assets/gitlab/alerts.yaml '
        'assets/gitlab/rules.yaml assets/gluster/alerts.yaml assets/gluster/rules.yaml '
        'assets/go-runtime/alerts.yaml assets/go-runtime/rules.yaml assets/grafana/alerts.yaml '
        'assets/grafana/rules.yaml assets/haproxy/alerts.yaml assets/haproxy/rules.yaml '
        'assets/harbor/alerts.yaml assets/harbor/rules.yaml assets/hass/alerts.yaml assets/hass/rules.yaml '
        'assets/ibm-mq/alerts.yaml assets/ibm-mq/rules.yaml assets/influxdb/alerts.yaml '
        'assets/influxdb/rules.yaml assets/ingress-nginx-mixin/alerts.yaml '
        'assets/ingress-nginx-mixin/rules.yaml assets/istio/rules.yaml assets/jaeger/alerts.yaml '
        'assets/jaeger/rules.yaml assets/jenkins/alerts.yaml assets/jenkins/rules.yaml '
        'assets/jira/alerts.yaml assets/jira/rules.yaml assets/jvm/alerts.yaml assets/jvm/rules.yaml '
        'assets/kafka/alerts.yaml assets/kafka/rules.yaml assets/kube-cockroachdb/alerts.yaml '
        'assets/kube-cockroachdb/rules.yaml assets/kubernetes/alerts.yaml assets/kubernetes/rules.yaml '
        'assets/kubernetes-autoscaling/alerts.yaml assets/kubernetes-autoscaling/rules.yaml '
        'assets/loki/alerts.yaml assets/loki/rules.yaml assets/memcached/alerts.yaml '
        'assets/memcached/rules.yaml assets/microsoft-iis/alerts.yaml assets/microsoft-iis/rules.yaml '
        'assets/mongodb/alerts.yaml assets/mongodb/rules.yaml assets/mongodb-atlas/alerts.yaml '
        'assets/mongodb-atlas/rules.yaml assets/mysql/alerts.yaml assets/mysql/rules.yaml '
        'assets/nginx/alerts.yaml assets/nginx/rules.yaml assets/node-exporter/alerts.yaml '
        'assets/node-exporter/rules.yaml assets/nodejs/alerts.yaml assets/nodejs/rules.yaml '
        'assets/nomad/alerts.yaml assets/nomad/rules.yaml assets/nsq/alerts.yaml assets/nsq/rules.yaml '
        'assets/openldap/rules.yaml assets/opensearch/alerts.yaml assets/opensearch/rules.yaml '
        'assets/openstack/alerts.yaml assets/openstack/rules.yaml assets/oracledb/alerts.yaml '
        'assets/oracledb/rules.yaml assets/pgbouncer/rules.yaml assets/postgres-exporter/alerts.yaml '
        'assets/postgres-exporter/rules.yaml assets/presto/alerts.yaml assets/presto/rules.yaml '
        'assets/prometheus/alerts.yaml assets/prometheus/rules.yaml assets/promscale/alerts.yaml '
        'assets/promscale/rules.yaml assets/promtail/alerts.yaml assets/promtail/rules.yaml '
        'assets/python-runtime/alerts.yaml assets/python-runtime/rules.yaml assets/rabbitmq/alerts.yaml '
        'assets/rabbitmq/rules.yaml assets/rclone/alerts.yaml assets/rclone/rules.yaml '
        'assets/redis/alerts.yaml assets/ruby/alerts.yaml assets/ruby/rules.yaml assets/sap-hana/alerts.yaml '
        'assets/sap-hana/rules.yaml assets/sealed-secrets/alerts.yaml assets/sealed-secrets/rules.yaml '
        'assets/snmp/alerts.yaml assets/snmp/rules.yaml assets/spark/alerts.yaml assets/spark/rules.yaml '
        'assets/spinnaker/alerts.yaml assets/spinnaker/rules.yaml assets/spring-boot/alerts.yaml '
        'assets/spring-boot/rules.yaml assets/squid/alerts.yaml assets/squid/rules.yaml '
        'assets/supabase/alerts.yaml assets/supabase/rules.yaml assets/tensorflow/alerts.yaml '
        'assets/tensorflow/rules.yaml assets/thanos/alerts.yaml assets/thanos/rules.yaml '
        'assets/traefik/alerts.yaml assets/traefik/rules.yaml assets/ubnt-edgerouter/alerts.yaml '
        'assets/ubnt-edgerouter/rules.yaml assets/varnish/alerts.yaml assets/varnish/rules.yaml '
        'assets/vault/alerts.yaml assets/vault/rules.yaml assets/velero/alerts.yaml assets/velero/rules.yaml '
        'assets/wildfly/alerts.yaml assets/wildfly/rules.yaml assets/windows/alerts.yaml '
        'assets/wso2-enterprise-integrator/alerts.yaml assets/wso2-enterprise-integrator/rules.yaml '
        'assets/wso2-streaming-integrator/alerts.yaml assets/wso2-streaming-integrator/rules.yaml'
    ),
}


MIXIN_RULES_KIND = {
    '': (
        'assets/MSSQL/alerts.yaml assets/MSSQL/rules.yaml assets/aerospike/alerts.yaml '
        'assets/aerospike/rules.yaml assets/alertmanager/alerts.yaml assets/alertmanager/rules.yaml '
        'assets/apache-activemq/alerts.yaml assets/apache-activemq/rules.yaml '
        'assets/apache-airflow/alerts.yaml assets/apache-airflow/rules.yaml assets/apache-camel/alerts.yaml '
        'assets/apache-camel/rules.yaml assets/apache-cassandra/alerts.yaml '
        'assets/apache-cassandra/rules.yaml assets/apache-couchdb/alerts.yaml '
        'assets/apache-couchdb/rules.yaml assets/apache-hadoop/alerts.yaml assets/apache-hadoop/rules.yaml '
        'assets/apache-hbase/alerts.yaml assets/apache-hbase/rules.yaml assets/apache-http/alerts.yaml '
        'assets/apache-http/rules.yaml assets/apache-mesos/alerts.yaml assets/apache-mesos/rules.yaml '
        'assets/apache-solr/alerts.yaml assets/apache-solr/rules.yaml assets/apache-tomcat/alerts.yaml '
        'assets/apache-tomcat/rules.yaml assets/argo-cd-2/alerts.yaml assets/argo-cd-2/rules.yaml '
        'assets/argocd/alerts.yaml assets/argocd/rules.yaml assets/asterisk/alerts.yaml '
        'assets/asterisk/rules.yaml assets/awx/alerts.yaml assets/awx/rules.yaml '
        'assets/blackbox_exporter/alerts.yaml assets/blackbox_exporter/rules.yaml assets/caddy/alerts.yaml '
        'assets/caddy/rules.yaml assets/celery/alerts.yaml assets/celery/rules.yaml assets/ceph/alerts.yaml '
        'assets/ceph/rules.yaml assets/cert-manager/alerts.yaml assets/cert-manager/rules.yaml '
        'assets/cilium-enterprise/alerts.yaml assets/cilium-enterprise/rules.yaml '
        'assets/clickhouse/alerts.yaml assets/clickhouse/rules.yaml assets/cloudflare/alerts.yaml '
        'assets/cloudflare/rules.yaml assets/confluent-kafka/alerts.yaml assets/confluent-kafka/rules.yaml '
        'assets/consul/alerts.yaml assets/consul/rules.yaml assets/coredns/alerts.yaml '
        'assets/coredns/rules.yaml assets/cortex/alerts.yaml assets/cortex/rules.yaml '
        'assets/couchbase/alerts.yaml assets/couchbase/rules.yaml assets/discourse/alerts.yaml '
        'assets/discourse/rules.yaml assets/django/alerts.yaml assets/django/rules.yaml '
        'assets/docker/alerts.yaml assets/docker/rules.yaml assets/elasticsearch/alerts.yaml '
        'assets/elasticsearch/rules.yaml assets/envoy/alerts.yaml assets/envoy/rules.yaml '
        'assets/etcd/alerts.yaml assets/etcd/rules.yaml assets/f5-bigip/alerts.yaml '
        'assets/f5-bigip/rules.yaml assets/gitea/alerts.yaml assets/gitea/rules.yaml '
        'assets/gitlab/alerts.yaml assets/gitlab/rules.yaml assets/gluster/alerts.yaml '
        'assets/gluster/rules.yaml assets/go-runtime/alerts.yaml assets/go-runtime/rules.yaml '
        'assets/grafana/alerts.yaml assets/grafana/rules.yaml assets/haproxy/alerts.yaml '
        'assets/haproxy/rules.yaml assets/harbor/alerts.yaml assets/harbor/rules.yaml '
        'assets/hass/alerts.yaml assets/hass/rules.yaml assets/ibm-mq/alerts.yaml assets/ibm-mq/rules.yaml '
        'assets/influxdb/alerts.yaml assets/influxdb/rules.yaml assets/ingress-nginx-mixin/alerts.yaml '
        'assets/ingress-nginx-mixin/rules.yaml assets/istio/alerts.yaml assets/istio/rules.yaml '
        'assets/jaeger/alerts.yaml assets/jaeger/rules.yaml assets/jenkins/alerts.yaml '
        'assets/jenkins/rules.yaml assets/jira/alerts.yaml assets/jira/rules.yaml assets/jvm/alerts.yaml '
        'assets/jvm/rules.yaml assets/kafka/alerts.yaml assets/kafka/rules.yaml '
        'assets/kube-cockroachdb/alerts.yaml assets/kube-cockroachdb/rules.yaml '
        'assets/kube-state-metrics/alerts.yaml assets/kube-state-metrics/rules.yaml '
        'assets/kubernetes/alerts.yaml assets/kubernetes/rules.yaml '
        'assets/kubernetes-autoscaling/alerts.yaml assets/kubernetes-autoscaling/rules.yaml '
        'assets/loki/alerts.yaml assets/loki/rules.yaml assets/memcached/alerts.yaml '
        'assets/memcached/rules.yaml assets/microsoft-iis/alerts.yaml assets/microsoft-iis/rules.yaml '
        'assets/mongodb/alerts.yaml assets/mongodb/rules.yaml assets/mongodb-atlas/alerts.yaml '
        'assets/mongodb-atlas/rules.yaml assets/mysql/alerts.yaml assets/mysql/rules.yaml '
        'assets/nginx/alerts.yaml assets/nginx/rules.yaml assets/node-exporter/alerts.yaml '
        'assets/node-exporter/rules.yaml assets/nodejs/alerts.yaml assets/nodejs/rules.yaml '
        'assets/nomad/alerts.yaml assets/nomad/rules.yaml assets/nsq/alerts.yaml assets/nsq/rules.yaml '
        'assets/openldap/alerts.yaml assets/openldap/rules.yaml assets/opensearch/alerts.yaml '
        'assets/opensearch/rules.yaml assets/openstack/alerts.yaml assets/openstack/rules.yaml '
        'assets/oracledb/alerts.yaml assets/oracledb/rules.yaml assets/pgbouncer/alerts.yaml '
        'assets/pgbouncer/rules.yaml assets/postgres-exporter/alerts.yaml '
        'assets/postgres-exporter/rules.yaml assets/presto/alerts.yaml assets/presto/rules.yaml '
        'assets/prometheus/alerts.yaml assets/prometheus/rules.yaml assets/prometheus-operator/alerts.yaml '
        'assets/prometheus-operator/rules.yaml assets/promscale/alerts.yaml assets/promscale/rules.yaml '
        'assets/promtail/alerts.yaml assets/promtail/rules.yaml assets/python-runtime/alerts.yaml '
        'assets/python-runtime/rules.yaml assets/rabbitmq/alerts.yaml assets/rabbitmq/rules.yaml '
        'assets/rclone/alerts.yaml assets/rclone/rules.yaml assets/redis/alerts.yaml assets/redis/rules.yaml '
        'assets/ruby/alerts.yaml assets/ruby/rules.yaml assets/sap-hana/alerts.yaml '
        'assets/sap-hana/rules.yaml assets/sealed-secrets/alerts.yaml assets/sealed-secrets/rules.yaml '
        'assets/snmp/alerts.yaml assets/snmp/rules.yaml assets/spark/alerts.yaml assets/spark/rules.yaml '
        'assets/spinnaker/alerts.yaml assets/spinnaker/rules.yaml assets/spring-boot/alerts.yaml '
        'assets/spring-boot/rules.yaml assets/squid/alerts.yaml assets/squid/rules.yaml '
        'assets/supabase/alerts.yaml assets/supabase/rules.yaml assets/tensorflow/alerts.yaml '
        'assets/tensorflow/rules.yaml assets/thanos/alerts.yaml assets/thanos/rules.yaml '
        'assets/traefik/alerts.yaml assets/traefik/rules.yaml assets/ubnt-edgerouter/alerts.yaml '
        'assets/ubnt-edgerouter/rules.yaml assets/varnish/alerts.yaml assets/varnish/rules.yaml '
        'assets/vault/alerts.yaml assets/vault/rules.yaml assets/velero/alerts.yaml assets/velero/rules.yaml '
        'assets/wildfly/alerts.yaml assets/wildfly/rules.yaml assets/windows/alerts.yaml '
        'assets/windows/rules.yaml assets/windows-active-directory/alerts.yaml '
        'assets/windows-active-directory/rules.yaml assets/wso2-enterprise-integrator/alerts.yaml '
        'assets/wso2-enterprise-integrator/rules.yaml assets/wso2-streaming-integrator/alerts.yaml '
        'assets/wso2-streaming-integrator/rules.yaml'
    ),
}


MIXIN_RULES_OTHER = {
    '': (
        '.gitignore .gitmodules LICENSE Makefile README.md mixins.json netlify.toml '
        'assets/MSSQL/dashboards/mssql_pages.json '
        'assets/apache-activemq/dashboards/apache-activemq-topic-overview.json '
        'assets/apache-airflow/dashboards/apache-airflow-logs.json '
        'assets/apache-airflow/dashboards/apache-airflow-overview.json '
        'assets/apache-cassandra/dashboards/apache-cassandra-logs.json '
        'assets/apache-cassandra/dashboards/apache-cassandra-nodes.json '
        'assets/apache-hadoop/dashboards/apache-hadoop-resourcemanager-overview.json '
        'assets/apache-hbase/dashboards/apache-hbase-logs.json '
        'assets/apache-hbase/dashboards/apache-hbase-regionserver-overview.json '
        'assets/apache-mesos/dashboards/apache-mesos-overview.json '
        'assets/argo-cd-2/dashboards/argo-cd-notifications-overview.json '
        'assets/argocd/dashboards/argocd-overview.json assets/asterisk/dashboards/asterisk-logs.json '
        'assets/asterisk/dashboards/asterisk-overview.json assets/awx/dashboards/awx.json '
        'assets/blackbox_exporter/dashboards/blackbox-exporter.json '
        'assets/caddy/dashboards/caddy-overview.json assets/celery/dashboards/celery-tasks-by-task.json '
        'assets/clickhouse/dashboards/clickhouse-replica.json assets/clickhouse/dashboards/logs.json '
        'assets/consul/dashboards/consul-overview.json assets/coredns/dashboards/coredns.json '
        'assets/discourse/dashboards/discourse-jobs.json assets/discourse/dashboards/discourse-overview.json '
        'assets/docker/dashboards/docker.json assets/envoy/dashboards/envoy-overview.json '
        'assets/etcd/dashboards/etcd.json assets/gitlab/dashboards/gitlab-overview.json '
        'assets/gluster/dashboards/k8s-storage-resources-glusterfs-pv.json '
        'assets/go-runtime/dashboards/go-runtime.json assets/grafana/dashboards/grafana-overview.json '
        'assets/harbor/dashboards/harbor-overview.json assets/ibm-mq/dashboards/ibm-mq-cluster-overview.json '
        'assets/ibm-mq/dashboards/ibm-mq-queue-overview.json '
        'assets/influxdb/dashboards/influxdb-cluster-overview.json '
        'assets/influxdb/dashboards/influxdb-instance-overview.json '
        'assets/ingress-nginx-mixin/dashboards/ingress-nginx-overview.json assets/istio/dashboards/logs '
        'assets/istio/dashboards/workloadsOverview assets/jaeger/dashboards/jaeger-read.json '
        'assets/jira/dashboards/jira-overview.json assets/jvm/dashboards/jvm-dashboard.json '
        'assets/microsoft-iis/dashboards/microsoft-iis-applications.json '
        'assets/mongodb-atlas/dashboards/mongodb-atlas-cluster-overview.json '
        'assets/mongodb-atlas/dashboards/mongodb-atlas-elections-overview.json '
        'assets/mysql/dashboards/mysql-overview.json assets/nginx/dashboards/nginx-metrics.json '
        'assets/nomad/dashboards/nomad-jobs.json assets/nsq/dashboards/nsq-topics.json '
        'assets/openldap/dashboards/logs assets/oracledb/dashboards/logs.json '
        'assets/pgbouncer/dashboards/clusterOverview assets/pgbouncer/dashboards/overview '
        'assets/presto/dashboards/presto-logs.json assets/presto/dashboards/presto-worker.json '
        'assets/rclone/dashboards/rclone.json assets/redis/dashboards/redis_overview '
        'assets/sap-hana/dashboards/sap-hana-logs.json '
        'assets/sap-hana/dashboards/sap-hana-system-overview.json '
        'assets/sealed-secrets/dashboards/sealed-secrets-controller.json '
        'assets/snmp/dashboards/snmp-logs.json assets/snmp/dashboards/snmp-overview.json '
        'assets/spring-boot/dashboards/jvm-dashboard.json assets/squid/dashboards/squid-overview.json '
        'assets/traefik/dashboards/traefikdash.json assets/varnish/dashboards/varnish-logs.json '
        'assets/vault/dashboards/vault.json assets/velero/dashboards/logs assets/velero/dashboards/overview '
        'assets/wildfly/dashboards/wildfly-logs.json '
        'assets/windows-active-directory/dashboards/activedirectory '
        'assets/windows-active-directory/dashboards/logs '
        'assets/wso2-enterprise-integrator/dashboards/Cluster_Metrics.json'
    ),
    'assets/aerospike/dashboards': (
        'aerospike-instance-overview.json aerospike-logs-overview.json aerospike-overview.json'
    ),
    'assets/apache-couchdb/dashboards': (
        'couchdb-logs.json couchdb-nodes.json couchdb-overview.json'
    ),
    'assets/apache-solr/dashboards': (
        'apache-solr-cluster-overview.json apache-solr-logs-overview.json apache-solr-query-performance.json '
        'apache-solr-resource-monitoring.json'
    ),
    'assets/apache-tomcat/dashboards': (
        'apache-tomcat-hosts.json apache-tomcat-logs.json apache-tomcat-overview.json'
    ),
    'assets/ceph/dashboards': (
        'cephfsdashboard.json host-details.json osd-device-details.json osds-overview.json '
        'radosgw-sync-overview.json rbd-overview.json rgw-s3-analytics.json smb-overview.json'
    ),
    'assets/cilium-enterprise/dashboards': (
        'cilium-L7-proxy.json cilium-agent-overview.json cilium-agent.json cilium-api.json '
        'cilium-conntrack.json cilium-datapath.json cilium-external-fqdn-proxy.json cilium-fqdn-proxy.json '
        'cilium-identities.json cilium-network.json cilium-operator.json cilium-overview.json '
        'cilium-policy.json'
    ),
    'assets/cloudflare/dashboards': (
        'cloudflare-geomap-overview.json cloudflare-worker-overview.json cloudflare-zone-overview.json'
    ),
    'assets/cortex/dashboards': (
        'alertmanager.json cortex-compactor-resources.json cortex-config.json cortex-object-store.json '
        'cortex-reads.json cortex-scaling.json cortex-writes.json'
    ),
    'assets/couchbase/dashboards': (
        'couchbase-cluster-overview.json couchbase-logs.json couchbase-node-overview.json'
    ),
    'assets/f5-bigip/dashboards': (
        'bigip-logs.json bigip-node-overview.json bigip-pool-overview.json '
        'bigip-virtual-server-overview.json'
    ),
    'assets/haproxy/dashboards': (
        'haproxy-backend.json haproxy-frontend.json haproxy-server.json'
    ),
    'assets/kafka/dashboards': (
        'connect-overview.json kafka-topic-dashboard.json schema-registry-overview.json '
        'zookeeper-overview.json'
    ),
    'assets/kubernetes-autoscaling/dashboards': (
        'kubernetes-autoscaling-mixin-ca.json kubernetes-autoscaling-mixin-karpenter-costs.json '
        'kubernetes-autoscaling-mixin-karpenter-perf.json kubernetes-autoscaling-mixin-keda-sj.json '
        'kubernetes-autoscaling-mixin-keda-so.json kubernetes-autoscaling-mixin-vpa.json'
    ),
    'assets/kubernetes/dashboards': (
        'apiserver.json controller-manager.json k8s-resources-cluster.json k8s-resources-node.json '
        'k8s-resources-pod.json k8s-resources-windows-cluster.json k8s-resources-windows-pod.json '
        'k8s-resources-workloads-namespace.json k8s-windows-cluster-rsrc-use.json namespace-by-workload.json '
        'pod-total.json proxy.json'
    ),
    'assets/loki/dashboards': (
        'loki-bloom-build.json loki-chunks.json loki-logs.json loki-mixin-recording-rules.json '
        'loki-operational.json loki-reads-resources.json'
    ),
    'assets/mongodb/dashboards': (
        'mongodb-cluster.json mongodb-logs.json mongodb-overview.json mongodb-replicaset.json'
    ),
    'assets/node-exporter/dashboards': (
        'node-cluster-rsrc-use.json nodes-aix.json nodes-darwin.json'
    ),
    'assets/opensearch/dashboards': (
        'opensearch-cluster-overview.json opensearch-logs.json opensearch-search-and-index-overview.json'
    ),
    'assets/openstack/dashboards': (
        'logs nova overview'
    ),
    'assets/promscale/dashboards': (
        'apm-dependencies.json apm-home.json apm-service-dependencies-downstream.json'
    ),
    'assets/spinnaker/dashboards': (
        'clouddriver.json fiat.json front50.json rosco.json spinnaker-application-details.json '
        'spinnaker-google-platform.json spinnaker-key-metrics.json spinnaker-kubernetes-platform.json '
        'spinnaker-minimalist.json'
    ),
    'assets/thanos/dashboards': (
        'compact.json overview.json query.json store.json'
    ),
    'assets/windows/dashboards': (
        'logs overview system'
    ),
    'assets/wso2-streaming-integrator/dashboards': (
        'Siddhi_aggregation.json Siddhi_ondemandquery.json Siddhi_overall.json Siddhi_query.json '
        'Siddhi_server.json Siddhi_source.json'
    ),
}


MPY_BOARDS_KIND = {
    '': (
        'ports/alif/boards/ALIF_ENSEMBLE/board.json ports/cc3200/boards/WIPY/board.json '
        'ports/esp32/boards/ARDUINO_NANO_ESP32/board.json ports/esp32/boards/ESP32_GENERIC/board.json '
        'ports/esp32/boards/ESP32_GENERIC_C2/board.json ports/esp32/boards/ESP32_GENERIC_C3/board.json '
        'ports/esp32/boards/ESP32_GENERIC_C5/board.json ports/esp32/boards/ESP32_GENERIC_C6/board.json '
        'ports/esp32/boards/ESP32_GENERIC_H2/board.json ports/esp32/boards/ESP32_GENERIC_P4/board.json '
        'ports/esp32/boards/ESP32_GENERIC_S2/board.json ports/esp32/boards/ESP32_GENERIC_S3/board.json '
        'ports/esp32/boards/GARATRONIC_PYBSTICK26_ESP32C3/board.json '
        'ports/esp32/boards/LILYGO_T3_S3/board.json ports/esp32/boards/LILYGO_TTGO_LORA32/board.json '
        'ports/esp32/boards/LOLIN_C3_MINI/board.json ports/esp32/boards/LOLIN_S2_MINI/board.json '
        'ports/esp32/boards/LOLIN_S2_PICO/board.json ports/esp32/boards/M5STACK_ATOM/board.json '
        'ports/esp32/boards/M5STACK_ATOMS3_LITE/board.json ports/esp32/boards/M5STACK_NANOC6/board.json '
        'ports/esp32/boards/M5STACK_NANOH2/board.json ports/esp32/boards/OLIMEX_ESP32_EVB/board.json '
        'ports/esp32/boards/OLIMEX_ESP32_POE/board.json ports/esp32/boards/SEEED_XIAO_ESP32C3/board.json '
        'ports/esp32/boards/SEEED_XIAO_ESP32C5/board.json ports/esp32/boards/SEEED_XIAO_ESP32C6/board.json '
        'ports/esp32/boards/SEEED_XIAO_ESP32S3/board.json ports/esp32/boards/SIL_MANT1S/board.json '
        'ports/esp32/boards/SIL_WESP32/board.json ports/esp32/boards/SOLDERED_NULA_MINI/board.json '
        'ports/esp32/boards/SPARKFUN_IOT_REDBOARD_ESP32/board.json '
        'ports/esp32/boards/SPARKFUN_THINGPLUS_ESP32C5/board.json ports/esp32/boards/UM_FEATHERS2/board.json '
        'ports/esp32/boards/UM_FEATHERS2NEO/board.json ports/esp32/boards/UM_FEATHERS3/board.json '
        'ports/esp32/boards/UM_FEATHERS3NEO/board.json ports/esp32/boards/UM_NANOS3/board.json '
        'ports/esp32/boards/UM_OMGS3/board.json ports/esp32/boards/UM_PROS3/board.json '
        'ports/esp32/boards/UM_RGBTOUCH_MINI/board.json ports/esp32/boards/UM_TINYC6/board.json '
        'ports/esp32/boards/UM_TINYPICO/board.json ports/esp32/boards/UM_TINYS2/board.json '
        'ports/esp32/boards/UM_TINYS3/board.json ports/esp32/boards/UM_TINYWATCHS3/board.json '
        'ports/esp32/boards/WAVESHARE_ESP32_S3_PICO/board.json '
        'ports/esp8266/boards/ESP8266_GENERIC/board.json ports/mimxrt/boards/ADAFRUIT_METRO_M7/board.json '
        'ports/mimxrt/boards/MAKERDIARY_RT1011_NANO_KIT/board.json '
        'ports/mimxrt/boards/MIMXRT1010_EVK/board.json ports/mimxrt/boards/MIMXRT1015_EVK/board.json '
        'ports/mimxrt/boards/MIMXRT1020_EVK/board.json ports/mimxrt/boards/MIMXRT1050_EVK/board.json '
        'ports/mimxrt/boards/MIMXRT1060_EVK/board.json ports/mimxrt/boards/MIMXRT1064_EVK/board.json '
        'ports/mimxrt/boards/MIMXRT1170_EVK/board.json ports/mimxrt/boards/OLIMEX_RT1010/board.json '
        'ports/mimxrt/boards/PHYBOARD_RT1170/board.json ports/mimxrt/boards/SEEED_ARCH_MIX/board.json '
        'ports/mimxrt/boards/TEENSY40/board.json ports/mimxrt/boards/TEENSY41/board.json '
        'ports/nrf/boards/ACTINIUS_ICARUS/board.json ports/nrf/boards/ARDUINO_NANO_33_BLE_SENSE/board.json '
        'ports/nrf/boards/ARDUINO_PRIMO/board.json ports/nrf/boards/BLUEIO_TAG_EVIM/board.json '
        'ports/nrf/boards/DVK_BL652/board.json ports/nrf/boards/EVK_NINA_B1/board.json '
        'ports/nrf/boards/EVK_NINA_B3/board.json ports/nrf/boards/FEATHER52/board.json '
        'ports/nrf/boards/IBK_BLYST_NANO/board.json ports/nrf/boards/IDK_BLYST_NANO/board.json '
        'ports/nrf/boards/MICROBIT/board.json ports/nrf/boards/NRF52840_MDK_USB_DONGLE/board.json '
        'ports/nrf/boards/PARTICLE_XENON/board.json ports/nrf/boards/PCA10000/board.json '
        'ports/nrf/boards/PCA10001/board.json ports/nrf/boards/PCA10028/board.json '
        'ports/nrf/boards/PCA10031/board.json ports/nrf/boards/PCA10040/board.json '
        'ports/nrf/boards/PCA10056/board.json ports/nrf/boards/PCA10059/board.json '
        'ports/nrf/boards/PCA10090/board.json ports/nrf/boards/SEEED_XIAO_NRF52/board.json '
        'ports/nrf/boards/WT51822_S4AT/board.json ports/psoc-edge/boards/KIT_PSE84_AI/board.json '
        'ports/renesas-ra/boards/ARDUINO_PORTENTA_C33/board.json ports/renesas-ra/boards/EK_RA4M1/board.json '
        'ports/renesas-ra/boards/EK_RA4W1/board.json ports/renesas-ra/boards/EK_RA6M1/board.json '
        'ports/renesas-ra/boards/EK_RA6M2/board.json ports/renesas-ra/boards/RA4M1_CLICKER/board.json '
        'ports/renesas-ra/boards/VK_RA6M5/board.json ports/rp2/boards/ADAFRUIT_FEATHER_RP2040/board.json '
        'ports/rp2/boards/ADAFRUIT_FEATHER_RP2350/board.json '
        'ports/rp2/boards/ADAFRUIT_ITSYBITSY_RP2040/board.json '
        'ports/rp2/boards/ADAFRUIT_QTPY_RP2040/board.json '
        'ports/rp2/boards/ARDUINO_NANO_RP2040_CONNECT/board.json '
        'ports/rp2/boards/CYTRON_MOTION_2350_PRO/board.json '
        'ports/rp2/boards/CYTRON_NANOXRP_CONTROLLER/board.json '
        'ports/rp2/boards/GARATRONIC_PYBSTICK26_RP2040/board.json '
        'ports/rp2/boards/MACHDYNE_WERKZEUG/board.json ports/rp2/boards/NULLBITS_BIT_C_PRO/board.json '
        'ports/rp2/boards/PIMORONI_PICOLIPO/board.json ports/rp2/boards/PIMORONI_TINY2040/board.json '
        'ports/rp2/boards/POLOLU_3PI_2040_ROBOT/board.json '
        'ports/rp2/boards/POLOLU_ZUMO_2040_ROBOT/board.json ports/rp2/boards/RPI_PICO/board.json '
        'ports/rp2/boards/RPI_PICO2/board.json ports/rp2/boards/RPI_PICO2_W/board.json '
        'ports/rp2/boards/RPI_PICO_W/board.json ports/rp2/boards/SEEED_XIAO_RP2040/board.json '
        'ports/rp2/boards/SEEED_XIAO_RP2350/board.json ports/rp2/boards/SIL_RP2040_SHIM/board.json '
        'ports/rp2/boards/SOLDERED_NULA_MAX_RP2350/board.json '
        'ports/rp2/boards/SPARKFUN_IOTNODE_LORAWAN_RP2350/board.json '
        'ports/rp2/boards/SPARKFUN_IOTREDBOARD_RP2350/board.json '
        'ports/rp2/boards/SPARKFUN_PROMICRO/board.json ports/rp2/boards/SPARKFUN_PROMICRO_RP2350/board.json '
        'ports/rp2/boards/SPARKFUN_THINGPLUS/board.json '
        'ports/rp2/boards/SPARKFUN_THINGPLUS_RP2350/board.json '
        'ports/rp2/boards/SPARKFUN_XRP_CONTROLLER/board.json '
        'ports/rp2/boards/SPARKFUN_XRP_CONTROLLER_BETA/board.json '
        'ports/rp2/boards/W5100S_EVB_PICO/board.json ports/rp2/boards/W5500_EVB_PICO/board.json '
        'ports/rp2/boards/WAVESHARE_RP2040_LCD_0_96/board.json '
        'ports/rp2/boards/WAVESHARE_RP2040_PLUS/board.json ports/rp2/boards/WAVESHARE_RP2040_ZERO/board.json '
        'ports/rp2/boards/WAVESHARE_RP2350B_CORE/board.json ports/rp2/boards/WEACTSTUDIO/board.json '
        'ports/rp2/boards/WEACTSTUDIO_RP2350B_CORE/board.json '
        'ports/samd/boards/ADAFRUIT_FEATHER_M0_EXPRESS/board.json '
        'ports/samd/boards/ADAFRUIT_FEATHER_M4_EXPRESS/board.json '
        'ports/samd/boards/ADAFRUIT_ITSYBITSY_M0_EXPRESS/board.json '
        'ports/samd/boards/ADAFRUIT_ITSYBITSY_M4_EXPRESS/board.json '
        'ports/samd/boards/ADAFRUIT_METRO_M4_EXPRESS/board.json '
        'ports/samd/boards/ADAFRUIT_NEOKEY_TRINKEY/board.json '
        'ports/samd/boards/ADAFRUIT_QTPY_SAMD21/board.json ports/samd/boards/ADAFRUIT_TRINKET_M0/board.json '
        'ports/samd/boards/MINISAM_M4/board.json ports/samd/boards/SAMD21_XPLAINED_PRO/board.json '
        'ports/samd/boards/SAMD_GENERIC_D21X18/board.json ports/samd/boards/SAMD_GENERIC_D51X19/board.json '
        'ports/samd/boards/SAMD_GENERIC_D51X20/board.json ports/samd/boards/SEEED_WIO_TERMINAL/board.json '
        'ports/samd/boards/SEEED_XIAO_SAMD21/board.json ports/samd/boards/SPARKFUN_REDBOARD_TURBO/board.json '
        'ports/samd/boards/SPARKFUN_SAMD21_DEV_BREAKOUT/board.json '
        'ports/samd/boards/SPARKFUN_SAMD51_THING_PLUS/board.json '
        'ports/stm32/boards/ADAFRUIT_F405_EXPRESS/board.json ports/stm32/boards/ARDUINO_GIGA/board.json '
        'ports/stm32/boards/ARDUINO_NICLA_VISION/board.json ports/stm32/boards/ARDUINO_OPTA/board.json '
        'ports/stm32/boards/ARDUINO_PORTENTA_H7/board.json ports/stm32/boards/B_L072Z_LRWAN1/board.json '
        'ports/stm32/boards/B_L475E_IOT01A/board.json ports/stm32/boards/CERB40/board.json '
        'ports/stm32/boards/ESPRUINO_PICO/board.json ports/stm32/boards/GARATRONIC_NADHAT_F405/board.json '
        'ports/stm32/boards/GARATRONIC_PYBSTICK26_F411/board.json '
        'ports/stm32/boards/GARATRONIC_PYMATE_CORE8ADI8DOSC/board.json '
        'ports/stm32/boards/HYDRABUS/board.json ports/stm32/boards/LEGO_HUB_NO6/board.json '
        'ports/stm32/boards/LEGO_HUB_NO7/board.json ports/stm32/boards/LIMIFROG/board.json '
        'ports/stm32/boards/MIKROE_CLICKER2_STM32/board.json ports/stm32/boards/MIKROE_QUAIL/board.json '
        'ports/stm32/boards/NETDUINO_PLUS_2/board.json ports/stm32/boards/NUCLEO_F091RC/board.json '
        'ports/stm32/boards/NUCLEO_F401RE/board.json ports/stm32/boards/NUCLEO_F411RE/board.json '
        'ports/stm32/boards/NUCLEO_F412ZG/board.json ports/stm32/boards/NUCLEO_F413ZH/board.json '
        'ports/stm32/boards/NUCLEO_F429ZI/board.json ports/stm32/boards/NUCLEO_F439ZI/board.json '
        'ports/stm32/boards/NUCLEO_F446RE/board.json ports/stm32/boards/NUCLEO_F722ZE/board.json '
        'ports/stm32/boards/NUCLEO_F746ZG/board.json ports/stm32/boards/NUCLEO_F756ZG/board.json '
        'ports/stm32/boards/NUCLEO_F767ZI/board.json ports/stm32/boards/NUCLEO_G0B1RE/board.json '
        'ports/stm32/boards/NUCLEO_G474RE/board.json ports/stm32/boards/NUCLEO_H563ZI/board.json '
        'ports/stm32/boards/NUCLEO_H723ZG/board.json ports/stm32/boards/NUCLEO_H743ZI/board.json '
        'ports/stm32/boards/NUCLEO_H743ZI2/board.json ports/stm32/boards/NUCLEO_H753ZI/board.json '
        'ports/stm32/boards/NUCLEO_H7A3ZI_Q/board.json ports/stm32/boards/NUCLEO_L073RZ/board.json '
        'ports/stm32/boards/NUCLEO_L152RE/board.json ports/stm32/boards/NUCLEO_L432KC/board.json '
        'ports/stm32/boards/NUCLEO_L452RE/board.json ports/stm32/boards/NUCLEO_L476RG/board.json '
        'ports/stm32/boards/NUCLEO_L4A6ZG/board.json ports/stm32/boards/NUCLEO_U5A5ZJ_Q/board.json '
        'ports/stm32/boards/NUCLEO_WB55/board.json ports/stm32/boards/NUCLEO_WL55/board.json '
        'ports/stm32/boards/OLIMEX_E407/board.json ports/stm32/boards/OLIMEX_H407/board.json '
        'ports/stm32/boards/PYBD_SF2/board.json ports/stm32/boards/PYBD_SF3/board.json '
        'ports/stm32/boards/PYBD_SF6/board.json ports/stm32/boards/PYBLITEV10/board.json '
        'ports/stm32/boards/PYBV10/board.json ports/stm32/boards/PYBV11/board.json '
        'ports/stm32/boards/SPARKFUN_MICROMOD_STM32/board.json ports/stm32/boards/STM32F411DISC/board.json '
        'ports/stm32/boards/STM32F429DISC/board.json ports/stm32/boards/STM32F439/board.json '
        'ports/stm32/boards/STM32F469DISC/board.json ports/stm32/boards/STM32F4DISC/board.json '
        'ports/stm32/boards/STM32F769DISC/board.json ports/stm32/boards/STM32F7DISC/board.json '
        'ports/stm32/boards/STM32H747I_DISCO/board.json ports/stm32/boards/STM32H7B3I_DK/board.json '
        'ports/stm32/boards/STM32L476DISC/board.json ports/stm32/boards/STM32L496GDISC/board.json '
        'ports/stm32/boards/USBDONGLE_WB55/board.json ports/stm32/boards/VCC_GND_F407VE/board.json '
        'ports/stm32/boards/VCC_GND_F407ZG/board.json ports/stm32/boards/VCC_GND_H743VI/board.json '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H723/board.json '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H743/board.json '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32U585/board.json '
        'ports/stm32/boards/WEACT_F411_BLACKPILL/board.json'
    ),
}


MPY_BOARDS_OTHER = {
    '': (
        'ports/esp32/boards/ARDUINO_NANO_ESP32/partitions-app3M_fat9M_fact512k_16MiB.csv '
        'ports/esp32/boards/ESP32_GENERIC/mpconfigvariant_SPIRAM.cmake '
        'ports/esp32/boards/ESP32_GENERIC/mpconfigvariant_UNICORE.cmake '
        'ports/esp32/boards/ESP32_GENERIC_C2/board_init.c ports/esp32/boards/ESP32_GENERIC_C3/board.md '
        'ports/esp32/boards/ESP32_GENERIC_C3/sdkconfig.qemu '
        'ports/esp32/boards/ESP32_GENERIC_P4/mpconfigboard.cmake '
        'ports/esp32/boards/ESP32_GENERIC_S2/mpconfigboard.h '
        'ports/esp32/boards/ESP32_GENERIC_S3/mpconfigboard.h ports/esp32/boards/LILYGO_T3_S3/mpconfigboard.h '
        'ports/esp32/boards/LILYGO_T3_S3/pins.csv ports/esp32/boards/LOLIN_C3_MINI/mpconfigboard.cmake '
        'ports/esp32/boards/M5STACK_NANOC6/mpconfigboard.cmake ports/esp32/boards/M5STACK_NANOH2/pins.csv '
        'ports/esp32/boards/OLIMEX_ESP32_EVB/mpconfigboard.cmake '
        'ports/esp32/boards/OLIMEX_ESP32_POE/mpconfigboard.h '
        'ports/esp32/boards/SEEED_XIAO_ESP32S3/mpconfigboard.cmake '
        'ports/esp32/boards/SIL_WESP32/mpconfigboard.h ports/esp32/boards/SIL_WESP32/sdkconfig.board '
        'ports/esp32/boards/SPARKFUN_IOT_REDBOARD_ESP32/pins.csv '
        'ports/esp32/boards/SPARKFUN_THINGPLUS_ESP32C5/mpconfigboard.h '
        'ports/esp32/boards/UM_FEATHERS2/manifest.py ports/esp32/boards/UM_FEATHERS2NEO/sdkconfig.board '
        'ports/esp32/boards/UM_FEATHERS3/board.md ports/esp32/boards/UM_FEATHERS3NEO/mpconfigboard.cmake '
        'ports/esp32/boards/UM_OMGS3/deploy_flashmode.md ports/esp32/boards/UM_OMGS3/manifest.py '
        'ports/esp32/boards/UM_PROS3/pins.csv ports/esp32/boards/UM_RGBTOUCH_MINI/mpconfigboard.cmake '
        'ports/esp32/boards/UM_TINYC6/deploy_flashmode.md ports/esp32/boards/UM_TINYPICO/mpconfigboard.cmake '
        'ports/esp32/boards/UM_TINYS2/mpconfigboard.cmake ports/esp32/boards/UM_TINYS3/pins.csv '
        'ports/esp32/boards/WAVESHARE_ESP32_S3_PICO/pins.csv '
        'ports/esp8266/boards/ESP8266_GENERIC/mpconfigboard.h '
        'ports/esp8266/boards/ESP8266_GENERIC/mpconfigvariant_FLASH_2M_ROMFS.mk '
        'ports/mimxrt/boards/ADAFRUIT_METRO_M7/pins.csv ports/mimxrt/boards/MIMXRT1060_EVK/mpconfigboard.mk '
        'ports/mimxrt/boards/OLIMEX_RT1010/deploy_olimex.md ports/mimxrt/boards/PHYBOARD_RT1170/manifest.py '
        'ports/mimxrt/boards/PHYBOARD_RT1170/pins.csv ports/mimxrt/boards/SEEED_ARCH_MIX/mpconfigboard.h '
        'ports/mimxrt/boards/TEENSY41/mpconfigboard.mk ports/nrf/boards/ARDUINO_NANO_33_BLE_SENSE/board.c '
        'ports/nrf/boards/ARDUINO_NANO_33_BLE_SENSE/nano_bootloader.ld '
        'ports/nrf/boards/EVK_NINA_B1/mpconfigboard.h ports/nrf/boards/EVK_NINA_B3/mpconfigboard.mk '
        'ports/nrf/boards/EVK_NINA_B3/pins.csv ports/nrf/boards/FEATHER52/mpconfigboard.h '
        'ports/nrf/boards/FEATHER52/mpconfigboard.mk ports/nrf/boards/IBK_BLYST_NANO/mpconfigboard.h '
        'ports/nrf/boards/IDK_BLYST_NANO/mpconfigboard.mk ports/nrf/boards/PCA10028/mpconfigboard.mk '
        'ports/nrf/boards/PCA10031/mpconfigboard.mk ports/nrf/boards/PCA10031/pins.csv '
        'ports/nrf/boards/PCA10059/pins.csv ports/nrf/boards/SEEED_XIAO_NRF52/XIAO_bootloader.ld '
        'ports/renesas-ra/boards/EK_RA4M1/pins.csv ports/renesas-ra/boards/EK_RA4W1/mpconfigboard.h '
        'ports/renesas-ra/boards/EK_RA4W1/ra4w1_ek.ld ports/renesas-ra/boards/EK_RA6M1/ra6m1_ek.ld '
        'ports/renesas-ra/boards/RA4M1_CLICKER/configuration.xml '
        'ports/rp2/boards/ADAFRUIT_FEATHER_RP2350/mpconfigboard.h '
        'ports/rp2/boards/GARATRONIC_PYBSTICK26_RP2040/pins.csv '
        'ports/rp2/boards/MACHDYNE_WERKZEUG/mpconfigboard.cmake ports/rp2/boards/NULLBITS_BIT_C_PRO/board.py '
        'ports/rp2/boards/PIMORONI_TINY2040/mpconfigboard.cmake '
        'ports/rp2/boards/PIMORONI_TINY2040/mpconfigboard.h '
        'ports/rp2/boards/POLOLU_3PI_2040_ROBOT/mpconfigboard.cmake '
        'ports/rp2/boards/POLOLU_ZUMO_2040_ROBOT/mpconfigboard.h ports/rp2/boards/RPI_PICO/mpconfigboard.h '
        'ports/rp2/boards/RPI_PICO/pins.csv ports/rp2/boards/RPI_PICO2/mpconfigvariant_RISCV.cmake '
        'ports/rp2/boards/RPI_PICO2/pins.csv ports/rp2/boards/RPI_PICO2_W/mpconfigvariant_RISCV.cmake '
        'ports/rp2/boards/RPI_PICO2_W/pins.csv ports/rp2/boards/RPI_PICO_W/manifest.py '
        'ports/rp2/boards/RPI_PICO_W/mpconfigboard.cmake ports/rp2/boards/SEEED_XIAO_RP2350/mpconfigboard.h '
        'ports/rp2/boards/SEEED_XIAO_RP2350/mpconfigvariant.cmake ports/rp2/boards/SIL_RP2040_SHIM/pins.csv '
        'ports/rp2/boards/SOLDERED_NULA_MAX_RP2350/pins.csv '
        'ports/rp2/boards/SOLDERED_NULA_MAX_RP2350/soldered_nula_max_rp2350.h '
        'ports/rp2/boards/SPARKFUN_IOTNODE_LORAWAN_RP2350/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_IOTREDBOARD_RP2350/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_IOTREDBOARD_RP2350/mpconfigvariant.cmake '
        'ports/rp2/boards/SPARKFUN_PROMICRO_RP2350/pins.csv ports/rp2/boards/SPARKFUN_THINGPLUS/pins.csv '
        'ports/rp2/boards/SPARKFUN_THINGPLUS_RP2350/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_THINGPLUS_RP2350/pins.csv '
        'ports/rp2/boards/SPARKFUN_XRP_CONTROLLER/mpconfigvariant_RISCV.cmake '
        'ports/rp2/boards/SPARKFUN_XRP_CONTROLLER/sparkfun_xrp_controller.h '
        'ports/rp2/boards/W5100S_EVB_PICO/mpconfigboard.cmake ports/rp2/boards/W5500_EVB_PICO/pins.csv '
        'ports/rp2/boards/WAVESHARE_RP2040_PLUS/mpconfigboard.h '
        'ports/rp2/boards/WAVESHARE_RP2350B_CORE/waveshare_rp2350b_core.h '
        'ports/samd/boards/ADAFRUIT_FEATHER_M4_EXPRESS/mpconfigboard.h '
        'ports/samd/boards/ADAFRUIT_ITSYBITSY_M0_EXPRESS/mpconfigboard.h '
        'ports/samd/boards/ADAFRUIT_ITSYBITSY_M0_EXPRESS/pins.csv ports/samd/boards/MINISAM_M4/pins.csv '
        'ports/samd/boards/SAMD21_XPLAINED_PRO/mpconfigboard.mk '
        'ports/samd/boards/SAMD_GENERIC_D21X18/board.md '
        'ports/samd/boards/SAMD_GENERIC_D21X18/mpconfigboard.h '
        'ports/samd/boards/SAMD_GENERIC_D51X19/board.md ports/samd/boards/SAMD_GENERIC_D51X19/pins.csv '
        'ports/samd/boards/SAMD_GENERIC_D51X20/pins.csv ports/samd/boards/SEEED_XIAO_SAMD21/mpconfigboard.h '
        'ports/samd/boards/SEEED_XIAO_SAMD21/mpconfigboard.mk '
        'ports/samd/boards/SPARKFUN_SAMD21_DEV_BREAKOUT/mpconfigboard.mk '
        'ports/stm32/boards/ADAFRUIT_F405_EXPRESS/bdev.c ports/stm32/boards/ARDUINO_GIGA/pins.csv '
        'ports/stm32/boards/ARDUINO_GIGA/wifi_nvram_1dx.h ports/stm32/boards/ARDUINO_OPTA/manifest.py '
        'ports/stm32/boards/ARDUINO_OPTA/wifi_nvram_1dx.h ports/stm32/boards/B_L072Z_LRWAN1/mpconfigboard.h '
        'ports/stm32/boards/B_L475E_IOT01A/pins.csv ports/stm32/boards/HYDRABUS/mpconfigboard.h '
        'ports/stm32/boards/HYDRABUS/pins.csv ports/stm32/boards/LEGO_HUB_NO6/hub_display.h '
        'ports/stm32/boards/LEGO_HUB_NO6/mpconfigboard.mk ports/stm32/boards/MIKROE_CLICKER2_STM32/pins.csv '
        'ports/stm32/boards/MIKROE_CLICKER2_STM32/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/MIKROE_QUAIL/mpconfigboard.mk '
        'ports/stm32/boards/NETDUINO_PLUS_2/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F091RC/mpconfigboard.mk ports/stm32/boards/NUCLEO_F413ZH/pins.csv '
        'ports/stm32/boards/NUCLEO_F429ZI/mpconfigboard.h ports/stm32/boards/NUCLEO_F439ZI/pins.csv '
        'ports/stm32/boards/NUCLEO_F446RE/mpconfigboard.h ports/stm32/boards/NUCLEO_F722ZE/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F746ZG/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F767ZI/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_G0B1RE/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_G0B1RE/stm32g0xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_H563ZI/mpconfigboard.mk ports/stm32/boards/NUCLEO_H743ZI/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_L452RE/mpconfigboard.h ports/stm32/boards/NUCLEO_L4A6ZG/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_U5A5ZJ_Q/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_U5A5ZJ_Q/mpconfigboard.mk ports/stm32/boards/NUCLEO_WB55/pins.csv '
        'ports/stm32/boards/NUCLEO_WB55/rfcore_makefirmware.py '
        'ports/stm32/boards/NUCLEO_WL55/stm32wlxx_hal_conf.h ports/stm32/boards/OLIMEX_E407/pins.csv '
        'ports/stm32/boards/OLIMEX_E407/stm32f4xx_hal_conf.h ports/stm32/boards/OLIMEX_H407/mpconfigboard.mk '
        'ports/stm32/boards/OLIMEX_H407/stm32f4xx_hal_conf.h ports/stm32/boards/PYBD_SF2/deploy.md '
        'ports/stm32/boards/PYBD_SF3/mpconfigboard.mk ports/stm32/boards/PYBD_SF3/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/PYBD_SF6/board.md ports/stm32/boards/PYBLITEV10/mpconfigvariant_DP.mk '
        'ports/stm32/boards/PYBLITEV10/mpconfigvariant_THREAD.mk ports/stm32/boards/PYBV11/board.md '
        'ports/stm32/boards/PYBV11/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/SPARKFUN_MICROMOD_STM32/mpconfigboard.h ports/stm32/boards/STM32F7DISC/pins.csv '
        'ports/stm32/boards/STM32H747I_DISCO/stm32h747_disco.ld '
        'ports/stm32/boards/STM32H7B3I_DK/mpconfigboard.mk ports/stm32/boards/STM32L476DISC/pins.csv '
        'ports/stm32/boards/VCC_GND_F407ZG/bdev.c ports/stm32/boards/VCC_GND_H743VI/pins.csv '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H723/bdev.c '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H723/manifest.py '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H743/mpconfigboard.mk '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H743/weact_stm32h743.ld '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32U585/mpconfigboard.mk'
    ),
    'ports/esp32/boards/UM_NANOS3': (
        'board.md deploy_flashmode.md mpconfigboard.cmake'
    ),
    'ports/renesas-ra/boards/ARDUINO_PORTENTA_C33': (
        'board_init.c deploy.md manifest.py mbedtls_config_board.h ra6m5.ld'
    ),
    'ports/rp2/boards/CYTRON_MOTION_2350_PRO': (
        'mpconfigboard.cmake mpconfigboard.h mpconfigvariant.cmake'
    ),
    'ports/rp2/boards/WEACTSTUDIO': (
        'README.md deploy.md mpconfigboard.cmake mpconfigboard.h'
    ),
    'ports/stm32/boards/ARDUINO_NICLA_VISION': (
        'board_init.c manifest.py mpconfigboard.h'
    ),
    'ports/stm32/boards/ARDUINO_PORTENTA_H7': (
        'mpconfigboard.h stm32h747.ld stm32h7xx_hal_conf.h'
    ),
    'ports/stm32/boards/LEGO_HUB_NO7': (
        'README.md mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/PYBV10': (
        'manifest.py mpconfigvariant_THREAD.mk stm32f4xx_hal_conf.h'
    ),
    'ports/stm32/boards/STM32F469DISC': (
        'bdev.c board_init.c stm32f4xx_hal_conf.h'
    ),
    'ports/stm32/boards/STM32F769DISC': (
        'board_init.c mpconfigboard.mk stm32f7xx_hal_conf.h'
    ),
}


MPY_STM32_KIND = {
    '': (
        'ports/stm32/boards/ADAFRUIT_F405_EXPRESS/mpconfigboard.h '
        'ports/stm32/boards/ADAFRUIT_F405_EXPRESS/mpconfigboard.mk '
        'ports/stm32/boards/ARDUINO_GIGA/mpconfigboard.h ports/stm32/boards/ARDUINO_GIGA/mpconfigboard.mk '
        'ports/stm32/boards/ARDUINO_NICLA_VISION/mpconfigboard.h '
        'ports/stm32/boards/ARDUINO_NICLA_VISION/mpconfigboard.mk '
        'ports/stm32/boards/ARDUINO_OPTA/mpconfigboard.h ports/stm32/boards/ARDUINO_OPTA/mpconfigboard.mk '
        'ports/stm32/boards/ARDUINO_PORTENTA_H7/mpconfigboard.h '
        'ports/stm32/boards/ARDUINO_PORTENTA_H7/mpconfigboard.mk '
        'ports/stm32/boards/B_L072Z_LRWAN1/mpconfigboard.h '
        'ports/stm32/boards/B_L072Z_LRWAN1/mpconfigboard.mk '
        'ports/stm32/boards/B_L475E_IOT01A/mpconfigboard.h '
        'ports/stm32/boards/B_L475E_IOT01A/mpconfigboard.mk ports/stm32/boards/CERB40/mpconfigboard.h '
        'ports/stm32/boards/CERB40/mpconfigboard.mk ports/stm32/boards/ESPRUINO_PICO/mpconfigboard.h '
        'ports/stm32/boards/ESPRUINO_PICO/mpconfigboard.mk '
        'ports/stm32/boards/GARATRONIC_NADHAT_F405/mpconfigboard.h '
        'ports/stm32/boards/GARATRONIC_NADHAT_F405/mpconfigboard.mk '
        'ports/stm32/boards/GARATRONIC_PYBSTICK26_F411/mpconfigboard.h '
        'ports/stm32/boards/GARATRONIC_PYBSTICK26_F411/mpconfigboard.mk '
        'ports/stm32/boards/GARATRONIC_PYMATE_CORE8ADI8DOSC/mpconfigboard.h '
        'ports/stm32/boards/GARATRONIC_PYMATE_CORE8ADI8DOSC/mpconfigboard.mk '
        'ports/stm32/boards/HYDRABUS/mpconfigboard.h ports/stm32/boards/HYDRABUS/mpconfigboard.mk '
        'ports/stm32/boards/LEGO_HUB_NO6/mpconfigboard.h ports/stm32/boards/LEGO_HUB_NO6/mpconfigboard.mk '
        'ports/stm32/boards/LEGO_HUB_NO7/mpconfigboard.h ports/stm32/boards/LEGO_HUB_NO7/mpconfigboard.mk '
        'ports/stm32/boards/LIMIFROG/mpconfigboard.h ports/stm32/boards/LIMIFROG/mpconfigboard.mk '
        'ports/stm32/boards/MIKROE_CLICKER2_STM32/mpconfigboard.h '
        'ports/stm32/boards/MIKROE_CLICKER2_STM32/mpconfigboard.mk '
        'ports/stm32/boards/MIKROE_QUAIL/mpconfigboard.h ports/stm32/boards/MIKROE_QUAIL/mpconfigboard.mk '
        'ports/stm32/boards/NETDUINO_PLUS_2/mpconfigboard.h '
        'ports/stm32/boards/NETDUINO_PLUS_2/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F091RC/mpconfigboard.h ports/stm32/boards/NUCLEO_F091RC/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F401RE/mpconfigboard.h ports/stm32/boards/NUCLEO_F401RE/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F411RE/mpconfigboard.h ports/stm32/boards/NUCLEO_F411RE/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F412ZG/mpconfigboard.h ports/stm32/boards/NUCLEO_F412ZG/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F413ZH/mpconfigboard.h ports/stm32/boards/NUCLEO_F413ZH/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F429ZI/mpconfigboard.h ports/stm32/boards/NUCLEO_F429ZI/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F439ZI/mpconfigboard.h ports/stm32/boards/NUCLEO_F439ZI/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F446RE/mpconfigboard.h ports/stm32/boards/NUCLEO_F446RE/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F722ZE/mpconfigboard.h ports/stm32/boards/NUCLEO_F722ZE/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F746ZG/mpconfigboard.h ports/stm32/boards/NUCLEO_F746ZG/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F756ZG/mpconfigboard.h ports/stm32/boards/NUCLEO_F756ZG/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F767ZI/mpconfigboard.h ports/stm32/boards/NUCLEO_F767ZI/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_G0B1RE/mpconfigboard.h ports/stm32/boards/NUCLEO_G0B1RE/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_G474RE/mpconfigboard.h ports/stm32/boards/NUCLEO_G474RE/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_H563ZI/mpconfigboard.h ports/stm32/boards/NUCLEO_H563ZI/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_H723ZG/mpconfigboard.h ports/stm32/boards/NUCLEO_H723ZG/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_H743ZI/mpconfigboard.h ports/stm32/boards/NUCLEO_H743ZI/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_H743ZI2/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_H743ZI2/mpconfigboard.mk ports/stm32/boards/NUCLEO_H753ZI/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_H753ZI/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_H7A3ZI_Q/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_H7A3ZI_Q/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_L073RZ/mpconfigboard.h ports/stm32/boards/NUCLEO_L073RZ/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_L152RE/mpconfigboard.h ports/stm32/boards/NUCLEO_L152RE/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_L432KC/mpconfigboard.h ports/stm32/boards/NUCLEO_L432KC/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_L452RE/mpconfigboard.h ports/stm32/boards/NUCLEO_L452RE/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_L476RG/mpconfigboard.h ports/stm32/boards/NUCLEO_L476RG/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_L4A6ZG/mpconfigboard.h ports/stm32/boards/NUCLEO_L4A6ZG/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_N657X0/mpconfigboard.h ports/stm32/boards/NUCLEO_N657X0/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_U5A5ZJ_Q/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_U5A5ZJ_Q/mpconfigboard.mk ports/stm32/boards/NUCLEO_WB55/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_WB55/mpconfigboard.mk ports/stm32/boards/NUCLEO_WL55/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_WL55/mpconfigboard.mk ports/stm32/boards/OLIMEX_E407/mpconfigboard.h '
        'ports/stm32/boards/OLIMEX_E407/mpconfigboard.mk ports/stm32/boards/OLIMEX_H407/mpconfigboard.h '
        'ports/stm32/boards/OLIMEX_H407/mpconfigboard.mk ports/stm32/boards/OPENMV_N6/mpconfigboard.h '
        'ports/stm32/boards/OPENMV_N6/mpconfigboard.mk ports/stm32/boards/PYBD_SF2/mpconfigboard.h '
        'ports/stm32/boards/PYBD_SF2/mpconfigboard.mk ports/stm32/boards/PYBD_SF3/mpconfigboard.h '
        'ports/stm32/boards/PYBD_SF3/mpconfigboard.mk ports/stm32/boards/PYBD_SF6/mpconfigboard.h '
        'ports/stm32/boards/PYBD_SF6/mpconfigboard.mk ports/stm32/boards/PYBLITEV10/mpconfigboard.h '
        'ports/stm32/boards/PYBLITEV10/mpconfigboard.mk ports/stm32/boards/PYBV10/mpconfigboard.h '
        'ports/stm32/boards/PYBV10/mpconfigboard.mk ports/stm32/boards/PYBV11/mpconfigboard.h '
        'ports/stm32/boards/PYBV11/mpconfigboard.mk ports/stm32/boards/PYBV3/mpconfigboard.h '
        'ports/stm32/boards/PYBV3/mpconfigboard.mk ports/stm32/boards/PYBV4/mpconfigboard.h '
        'ports/stm32/boards/PYBV4/mpconfigboard.mk '
        'ports/stm32/boards/SPARKFUN_MICROMOD_STM32/mpconfigboard.h '
        'ports/stm32/boards/SPARKFUN_MICROMOD_STM32/mpconfigboard.mk '
        'ports/stm32/boards/STM32F411DISC/mpconfigboard.h ports/stm32/boards/STM32F411DISC/mpconfigboard.mk '
        'ports/stm32/boards/STM32F429DISC/mpconfigboard.h ports/stm32/boards/STM32F429DISC/mpconfigboard.mk '
        'ports/stm32/boards/STM32F439/mpconfigboard.h ports/stm32/boards/STM32F439/mpconfigboard.mk '
        'ports/stm32/boards/STM32F469DISC/mpconfigboard.h ports/stm32/boards/STM32F469DISC/mpconfigboard.mk '
        'ports/stm32/boards/STM32F4DISC/mpconfigboard.h ports/stm32/boards/STM32F4DISC/mpconfigboard.mk '
        'ports/stm32/boards/STM32F769DISC/mpconfigboard.h ports/stm32/boards/STM32F769DISC/mpconfigboard.mk '
        'ports/stm32/boards/STM32F7DISC/mpconfigboard.h ports/stm32/boards/STM32F7DISC/mpconfigboard.mk '
        'ports/stm32/boards/STM32H573I_DK/mpconfigboard.h ports/stm32/boards/STM32H573I_DK/mpconfigboard.mk '
        'ports/stm32/boards/STM32H747I_DISCO/mpconfigboard.h '
        'ports/stm32/boards/STM32H747I_DISCO/mpconfigboard.mk '
        'ports/stm32/boards/STM32H7B3I_DK/mpconfigboard.h ports/stm32/boards/STM32H7B3I_DK/mpconfigboard.mk '
        'ports/stm32/boards/STM32L476DISC/mpconfigboard.h ports/stm32/boards/STM32L476DISC/mpconfigboard.mk '
        'ports/stm32/boards/STM32L496GDISC/mpconfigboard.h '
        'ports/stm32/boards/STM32L496GDISC/mpconfigboard.mk '
        'ports/stm32/boards/USBDONGLE_WB55/mpconfigboard.h '
        'ports/stm32/boards/USBDONGLE_WB55/mpconfigboard.mk '
        'ports/stm32/boards/VCC_GND_F407VE/mpconfigboard.h '
        'ports/stm32/boards/VCC_GND_F407VE/mpconfigboard.mk '
        'ports/stm32/boards/VCC_GND_F407ZG/mpconfigboard.h '
        'ports/stm32/boards/VCC_GND_F407ZG/mpconfigboard.mk '
        'ports/stm32/boards/VCC_GND_H743VI/mpconfigboard.h '
        'ports/stm32/boards/VCC_GND_H743VI/mpconfigboard.mk '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H723/mpconfigboard.h '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H723/mpconfigboard.mk '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H743/mpconfigboard.h '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H743/mpconfigboard.mk '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32U585/mpconfigboard.h '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32U585/mpconfigboard.mk '
        'ports/stm32/boards/WEACT_F411_BLACKPILL/mpconfigboard.h '
        'ports/stm32/boards/WEACT_F411_BLACKPILL/mpconfigboard.mk'
    ),
}


MPY_STM32_OTHER = {
    '': (
        'ports/stm32/boards/B_L072Z_LRWAN1/pins.csv ports/stm32/boards/B_L072Z_LRWAN1/stm32l0xx_hal_conf.h '
        'ports/stm32/boards/CERB40/pins.csv ports/stm32/boards/ESPRUINO_PICO/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/GARATRONIC_PYBSTICK26_F411/manifest.py '
        'ports/stm32/boards/GARATRONIC_PYBSTICK26_F411/pins.csv '
        'ports/stm32/boards/GARATRONIC_PYMATE_CORE8ADI8DOSC/pins.csv ports/stm32/boards/HYDRABUS/board.json '
        'ports/stm32/boards/HYDRABUS/stm32f4xx_hal_conf.h ports/stm32/boards/LIMIFROG/board.json '
        'ports/stm32/boards/LIMIFROG/stm32l4xx_hal_conf.h ports/stm32/boards/MIKROE_CLICKER2_STM32/pins.csv '
        'ports/stm32/boards/MIKROE_QUAIL/deploy.md ports/stm32/boards/NETDUINO_PLUS_2/board_init.c '
        'ports/stm32/boards/NETDUINO_PLUS_2/stm32f4xx_hal_conf.h ports/stm32/boards/NUCLEO_F091RC/pins.csv '
        'ports/stm32/boards/NUCLEO_F091RC/stm32f0xx_hal_conf.h ports/stm32/boards/NUCLEO_F413ZH/board.json '
        'ports/stm32/boards/NUCLEO_F413ZH/pins.csv ports/stm32/boards/NUCLEO_F446RE/board.json '
        'ports/stm32/boards/NUCLEO_F446RE/pins.csv ports/stm32/boards/NUCLEO_F722ZE/pins.csv '
        'ports/stm32/boards/NUCLEO_F756ZG/stm32f7xx_hal_conf.h ports/stm32/boards/NUCLEO_F767ZI/board.json '
        'ports/stm32/boards/NUCLEO_F767ZI/manifest.py ports/stm32/boards/NUCLEO_G0B1RE/board.json '
        'ports/stm32/boards/NUCLEO_G0B1RE/pins.csv ports/stm32/boards/NUCLEO_G474RE/pins.csv '
        'ports/stm32/boards/NUCLEO_G474RE/stm32g4xx_hal_conf.h ports/stm32/boards/NUCLEO_H563ZI/board.json '
        'ports/stm32/boards/NUCLEO_H563ZI/stm32h5xx_hal_conf.h ports/stm32/boards/NUCLEO_H743ZI/pins.csv '
        'ports/stm32/boards/NUCLEO_H743ZI/stm32h7xx_hal_conf.h ports/stm32/boards/NUCLEO_H743ZI2/board.json '
        'ports/stm32/boards/NUCLEO_H743ZI2/board_init.c ports/stm32/boards/NUCLEO_H753ZI/board_init.c '
        'ports/stm32/boards/NUCLEO_H753ZI/pins.csv ports/stm32/boards/NUCLEO_H7A3ZI_Q/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_L073RZ/pins.csv ports/stm32/boards/NUCLEO_L432KC/stm32l4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_L452RE/board.json ports/stm32/boards/NUCLEO_N657X0/board.c '
        'ports/stm32/boards/NUCLEO_N657X0/pins.csv ports/stm32/boards/NUCLEO_U5A5ZJ_Q/board.json '
        'ports/stm32/boards/NUCLEO_U5A5ZJ_Q/stm32u5xx_hal_conf.h ports/stm32/boards/NUCLEO_WB55/board.json '
        'ports/stm32/boards/NUCLEO_WB55/pins.csv ports/stm32/boards/OLIMEX_H407/README.md '
        'ports/stm32/boards/OLIMEX_H407/board.json ports/stm32/boards/PYBV11/mpconfigvariant_DP_THREAD.mk '
        'ports/stm32/boards/PYBV11/stm32f4xx_hal_conf.h ports/stm32/boards/PYBV3/pins.csv '
        'ports/stm32/boards/SPARKFUN_MICROMOD_STM32/board_init.c '
        'ports/stm32/boards/SPARKFUN_MICROMOD_STM32/pins.csv ports/stm32/boards/STM32F411DISC/pins.csv '
        'ports/stm32/boards/STM32F411DISC/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/STM32F439/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/STM32F7DISC/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/STM32L496GDISC/stm32l4xx_hal_conf.h ports/stm32/boards/USBDONGLE_WB55/board.json '
        'ports/stm32/boards/USBDONGLE_WB55/stm32wbxx_hal_conf.h '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32U585/pins.csv '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32U585/stm32u5xx_hal_conf.h'
    ),
    'ports/stm32/boards/ARDUINO_GIGA': (
        'bdev.c board_init.c deploy.md manifest.py mbedtls_config_board.h stm32h7xx_hal_conf.h '
        'wifi_nvram_1dx.h'
    ),
    'ports/stm32/boards/ARDUINO_NICLA_VISION': (
        'bdev.c deploy.md mbedtls_config_board.h pins.csv stm32h747.ld'
    ),
    'ports/stm32/boards/ARDUINO_OPTA': (
        'deploy.md mbedtls_config_board.h pins.csv wifi_nvram_1dx.h'
    ),
    'ports/stm32/boards/ARDUINO_PORTENTA_H7': (
        'board.json board_init.c deploy.md mbedtls_config_board.h pins.csv stm32h7xx_hal_conf.h'
    ),
    'ports/stm32/boards/B_L475E_IOT01A': (
        'board.json pins.csv stm32l4xx_hal_conf.h'
    ),
    'ports/stm32/boards/LEGO_HUB_NO6': (
        'bluetooth_init_cc2564C_1.5.c board.json hub_display.c hub_display.h manifest.py mboot_memory.ld'
    ),
    'ports/stm32/boards/LEGO_HUB_NO7': (
        'README.md bdev.c bluetooth_init_cc2564C_1.5.c manifest.py pins.csv'
    ),
    'ports/stm32/boards/NUCLEO_F401RE': (
        'board.json pins.csv stm32f4xx_hal_conf.h'
    ),
    'ports/stm32/boards/NUCLEO_F429ZI': (
        'board.json manifest.py pins.csv stm32f4xx_hal_conf.h'
    ),
    'ports/stm32/boards/NUCLEO_F439ZI': (
        'manifest.py pins.csv stm32f4xx_hal_conf.h'
    ),
    'ports/stm32/boards/NUCLEO_F746ZG': (
        'board.json pins.csv stm32f7xx_hal_conf.h'
    ),
    'ports/stm32/boards/NUCLEO_H723ZG': (
        'board_init.c manifest.py pins.csv stm32h7xx_hal_conf.h'
    ),
    'ports/stm32/boards/NUCLEO_L152RE': (
        'board.json deploy.md stm32l1xx_hal_conf.h'
    ),
    'ports/stm32/boards/NUCLEO_L476RG': (
        'board.json pins.csv stm32l4xx_hal_conf.h'
    ),
    'ports/stm32/boards/NUCLEO_L4A6ZG': (
        'board.json pins.csv stm32l4xx_hal_conf.h'
    ),
    'ports/stm32/boards/NUCLEO_WL55': (
        'board.json manifest.py stm32wlxx_hal_conf.h'
    ),
    'ports/stm32/boards/OLIMEX_E407': (
        'board.json pins.csv stm32f4xx_hal_conf.h'
    ),
    'ports/stm32/boards/OPENMV_N6': (
        'manifest.py pins.csv stm32n6xx_hal_conf.h'
    ),
    'ports/stm32/boards/PYBD_SF2': (
        'bdev.c board.json board_init.c f722_qspi.ld manifest.py stm32f7xx_hal_conf.h'
    ),
    'ports/stm32/boards/PYBD_SF3': (
        'board.json board.md pins.csv stm32f7xx_hal_conf.h'
    ),
    'ports/stm32/boards/PYBD_SF6': (
        'bdev.c board_init.c f767.ld pins.csv'
    ),
    'ports/stm32/boards/PYBLITEV10': (
        'board.md mpconfigvariant_DP.mk pins.csv'
    ),
    'ports/stm32/boards/PYBV10': (
        'deploy.md manifest.py mpconfigvariant_DP_THREAD.mk mpconfigvariant_NETWORK.mk '
        'mpconfigvariant_THREAD.mk'
    ),
    'ports/stm32/boards/STM32F469DISC': (
        'board.json board_init.c pins.csv'
    ),
    'ports/stm32/boards/STM32F4DISC': (
        'board.json pins.csv staccel.py stm32f4xx_hal_conf.h'
    ),
    'ports/stm32/boards/STM32F769DISC': (
        'board.json board_init.c manifest.py'
    ),
    'ports/stm32/boards/STM32H747I_DISCO': (
        'bdev.c board.md manifest.py stm32h747_disco.ld'
    ),
    'ports/stm32/boards/STM32H7B3I_DK': (
        'board.json pins.csv stm32h7xx_hal_conf.h'
    ),
    'ports/stm32/boards/STM32L476DISC': (
        'board.json board_init.c stm32l4xx_hal_conf.h'
    ),
    'ports/stm32/boards/VCC_GND_F407VE': (
        'bdev.c board.json pins.csv stm32f4xx_hal_conf.h'
    ),
    'ports/stm32/boards/VCC_GND_F407ZG': (
        'board.json board_init.c pins.csv stm32f4xx_hal_conf.h'
    ),
    'ports/stm32/boards/VCC_GND_H743VI': (
        'board_init.c pins.csv stm32h7xx_hal_conf.h'
    ),
    'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H723': (
        'bdev.c board_init.c deploy.md pins.csv weact_stm32h723.ld'
    ),
    'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H743': (
        'board_init.c manifest.py pins.csv stm32h7xx_hal_conf.h'
    ),
    'ports/stm32/boards/WEACT_F411_BLACKPILL': (
        'README.md board.json mpconfigvariant_V13_FLASH_4M.mk mpconfigvariant_V31_XTAL_8M.mk'
    ),
}


MPY_RP2_KIND = {
    '': (
        'ports/rp2/boards/ADAFRUIT_FEATHER_RP2040/mpconfigboard.cmake '
        'ports/rp2/boards/ADAFRUIT_FEATHER_RP2040/mpconfigboard.h '
        'ports/rp2/boards/ADAFRUIT_FEATHER_RP2350/mpconfigboard.cmake '
        'ports/rp2/boards/ADAFRUIT_FEATHER_RP2350/mpconfigboard.h '
        'ports/rp2/boards/ADAFRUIT_ITSYBITSY_RP2040/mpconfigboard.cmake '
        'ports/rp2/boards/ADAFRUIT_ITSYBITSY_RP2040/mpconfigboard.h '
        'ports/rp2/boards/ADAFRUIT_QTPY_RP2040/mpconfigboard.cmake '
        'ports/rp2/boards/ADAFRUIT_QTPY_RP2040/mpconfigboard.h '
        'ports/rp2/boards/ARDUINO_NANO_RP2040_CONNECT/mpconfigboard.cmake '
        'ports/rp2/boards/ARDUINO_NANO_RP2040_CONNECT/mpconfigboard.h '
        'ports/rp2/boards/CYTRON_MOTION_2350_PRO/mpconfigboard.cmake '
        'ports/rp2/boards/CYTRON_MOTION_2350_PRO/mpconfigboard.h '
        'ports/rp2/boards/CYTRON_NANOXRP_CONTROLLER/mpconfigboard.cmake '
        'ports/rp2/boards/CYTRON_NANOXRP_CONTROLLER/mpconfigboard.h '
        'ports/rp2/boards/GARATRONIC_PYBSTICK26_RP2040/mpconfigboard.cmake '
        'ports/rp2/boards/GARATRONIC_PYBSTICK26_RP2040/mpconfigboard.h '
        'ports/rp2/boards/MACHDYNE_WERKZEUG/mpconfigboard.cmake '
        'ports/rp2/boards/MACHDYNE_WERKZEUG/mpconfigboard.h '
        'ports/rp2/boards/NULLBITS_BIT_C_PRO/mpconfigboard.cmake '
        'ports/rp2/boards/NULLBITS_BIT_C_PRO/mpconfigboard.h '
        'ports/rp2/boards/PIMORONI_PICOLIPO/mpconfigboard.cmake '
        'ports/rp2/boards/PIMORONI_PICOLIPO/mpconfigboard.h '
        'ports/rp2/boards/PIMORONI_TINY2040/mpconfigboard.cmake '
        'ports/rp2/boards/PIMORONI_TINY2040/mpconfigboard.h '
        'ports/rp2/boards/POLOLU_3PI_2040_ROBOT/mpconfigboard.cmake '
        'ports/rp2/boards/POLOLU_3PI_2040_ROBOT/mpconfigboard.h '
        'ports/rp2/boards/POLOLU_ZUMO_2040_ROBOT/mpconfigboard.cmake '
        'ports/rp2/boards/POLOLU_ZUMO_2040_ROBOT/mpconfigboard.h '
        'ports/rp2/boards/RPI_PICO/mpconfigboard.cmake ports/rp2/boards/RPI_PICO/mpconfigboard.h '
        'ports/rp2/boards/RPI_PICO2/mpconfigboard.cmake ports/rp2/boards/RPI_PICO2/mpconfigboard.h '
        'ports/rp2/boards/RPI_PICO2_W/mpconfigboard.cmake ports/rp2/boards/RPI_PICO2_W/mpconfigboard.h '
        'ports/rp2/boards/RPI_PICO_W/mpconfigboard.cmake ports/rp2/boards/RPI_PICO_W/mpconfigboard.h '
        'ports/rp2/boards/SEEED_XIAO_RP2040/mpconfigboard.cmake '
        'ports/rp2/boards/SEEED_XIAO_RP2040/mpconfigboard.h '
        'ports/rp2/boards/SEEED_XIAO_RP2350/mpconfigboard.cmake '
        'ports/rp2/boards/SEEED_XIAO_RP2350/mpconfigboard.h '
        'ports/rp2/boards/SIL_RP2040_SHIM/mpconfigboard.cmake '
        'ports/rp2/boards/SIL_RP2040_SHIM/mpconfigboard.h '
        'ports/rp2/boards/SOLDERED_NULA_MAX_RP2350/mpconfigboard.cmake '
        'ports/rp2/boards/SOLDERED_NULA_MAX_RP2350/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_IOTNODE_LORAWAN_RP2350/mpconfigboard.cmake '
        'ports/rp2/boards/SPARKFUN_IOTNODE_LORAWAN_RP2350/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_IOTREDBOARD_RP2350/mpconfigboard.cmake '
        'ports/rp2/boards/SPARKFUN_IOTREDBOARD_RP2350/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_PROMICRO/mpconfigboard.cmake '
        'ports/rp2/boards/SPARKFUN_PROMICRO/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_PROMICRO_RP2350/mpconfigboard.cmake '
        'ports/rp2/boards/SPARKFUN_PROMICRO_RP2350/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_THINGPLUS/mpconfigboard.cmake '
        'ports/rp2/boards/SPARKFUN_THINGPLUS/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_THINGPLUS_RP2350/mpconfigboard.cmake '
        'ports/rp2/boards/SPARKFUN_THINGPLUS_RP2350/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_XRP_CONTROLLER/mpconfigboard.cmake '
        'ports/rp2/boards/SPARKFUN_XRP_CONTROLLER/mpconfigboard.h '
        'ports/rp2/boards/SPARKFUN_XRP_CONTROLLER_BETA/mpconfigboard.cmake '
        'ports/rp2/boards/SPARKFUN_XRP_CONTROLLER_BETA/mpconfigboard.h '
        'ports/rp2/boards/W5100S_EVB_PICO/mpconfigboard.cmake '
        'ports/rp2/boards/W5100S_EVB_PICO/mpconfigboard.h '
        'ports/rp2/boards/W5500_EVB_PICO/mpconfigboard.cmake ports/rp2/boards/W5500_EVB_PICO/mpconfigboard.h '
        'ports/rp2/boards/WAVESHARE_RP2040_LCD_0_96/mpconfigboard.cmake '
        'ports/rp2/boards/WAVESHARE_RP2040_LCD_0_96/mpconfigboard.h '
        'ports/rp2/boards/WAVESHARE_RP2040_PLUS/mpconfigboard.cmake '
        'ports/rp2/boards/WAVESHARE_RP2040_PLUS/mpconfigboard.h '
        'ports/rp2/boards/WAVESHARE_RP2040_ZERO/mpconfigboard.cmake '
        'ports/rp2/boards/WAVESHARE_RP2040_ZERO/mpconfigboard.h '
        'ports/rp2/boards/WAVESHARE_RP2350B_CORE/mpconfigboard.cmake '
        'ports/rp2/boards/WAVESHARE_RP2350B_CORE/mpconfigboard.h '
        'ports/rp2/boards/WEACTSTUDIO/mpconfigboard.cmake ports/rp2/boards/WEACTSTUDIO/mpconfigboard.h '
        'ports/rp2/boards/WEACTSTUDIO_RP2350B_CORE/mpconfigboard.cmake '
        'ports/rp2/boards/WEACTSTUDIO_RP2350B_CORE/mpconfigboard.h'
    ),
}


MPY_RP2_OTHER = {
    '': (
        'ports/rp2/boards/ADAFRUIT_FEATHER_RP2040/board.json '
        'ports/rp2/boards/ADAFRUIT_FEATHER_RP2040/pins.csv '
        'ports/rp2/boards/ADAFRUIT_ITSYBITSY_RP2040/board.json '
        'ports/rp2/boards/ADAFRUIT_ITSYBITSY_RP2040/pins.csv '
        'ports/rp2/boards/ADAFRUIT_QTPY_RP2040/board.json '
        'ports/rp2/boards/GARATRONIC_PYBSTICK26_RP2040/board.json '
        'ports/rp2/boards/GARATRONIC_PYBSTICK26_RP2040/pins.csv '
        'ports/rp2/boards/MACHDYNE_WERKZEUG/board.json ports/rp2/boards/MACHDYNE_WERKZEUG/pins.csv '
        'ports/rp2/boards/POLOLU_3PI_2040_ROBOT/board.json ports/rp2/boards/POLOLU_3PI_2040_ROBOT/pins.csv '
        'ports/rp2/boards/POLOLU_ZUMO_2040_ROBOT/board.json ports/rp2/boards/POLOLU_ZUMO_2040_ROBOT/pins.csv '
        'ports/rp2/boards/RPI_PICO/board.json ports/rp2/boards/RPI_PICO/pins.csv '
        'ports/rp2/boards/SEEED_XIAO_RP2040/board.json ports/rp2/boards/SEEED_XIAO_RP2040/pins.csv '
        'ports/rp2/boards/SPARKFUN_PROMICRO/board.json ports/rp2/boards/SPARKFUN_THINGPLUS/board.json '
        'ports/rp2/boards/SPARKFUN_THINGPLUS/pins.csv ports/rp2/boards/WAVESHARE_RP2040_LCD_0_96/board.json '
        'ports/rp2/boards/WAVESHARE_RP2040_ZERO/board.json ports/rp2/boards/WAVESHARE_RP2040_ZERO/pins.csv'
    ),
    'ports/rp2': (
        'CMakeLists.txt Makefile README.md clocks_extra.c clocks_extra.h cyw43_configport.h datetime_patch.c '
        'fatfs_port.c help.c libm_extra.c machine_adc.c machine_bitstream.c machine_i2c.c machine_i2c.h '
        'machine_i2c_target.c machine_i2s.c machine_mem_backup.c machine_pin.c machine_pin_cyw43.c '
        'machine_pwm.c machine_rtc.c machine_spi.c machine_timer.c machine_uart.c machine_wdt.c main.c '
        'memmap_mp_rp2.ld modmachine.c modmachine.h modrp2.c modrp2.h modtime.c mpbthciport.c mpbthciport.h '
        'mpbtstackport.c mpconfigport.h mphalport.c mphalport.h mpnetworkport.c mpnetworkport.h '
        'mpnimbleport.c mpnimbleport.h mpthreadport.c mpthreadport.h msc_disk.c mutex_extra.c mutex_extra.h '
        'pendsv.c pendsv.h qstrdefsport.h rp2_dma.c rp2_flash.c rp2_pio.c uart.c uart.h usbd.c'
    ),
    'ports/rp2/boards': (
        'deploy.md make-pins.py manifest.py rp2040_af.csv rp2350_af.csv rp2350b_af.csv rp2_prefix.c'
    ),
    'ports/rp2/boards/ADAFRUIT_FEATHER_RP2350': (
        'board.json mp_adafruit_feather_rp2350.h mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv'
    ),
    'ports/rp2/boards/ARDUINO_NANO_RP2040_CONNECT': (
        'board.json manifest.py pins.csv'
    ),
    'ports/rp2/boards/CYTRON_MOTION_2350_PRO': (
        'board.json mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv'
    ),
    'ports/rp2/boards/CYTRON_NANOXRP_CONTROLLER': (
        'board.json manifest.py pins.csv'
    ),
    'ports/rp2/boards/NULLBITS_BIT_C_PRO': (
        'README.md board.json board.py manifest.py pins.csv'
    ),
    'ports/rp2/boards/PIMORONI_PICOLIPO': (
        'board.json mpconfigvariant.cmake mpconfigvariant_FLASH_16M.cmake pins.csv'
    ),
    'ports/rp2/boards/PIMORONI_TINY2040': (
        'board.json mpconfigvariant.cmake mpconfigvariant_FLASH_8M.cmake pins.csv'
    ),
    'ports/rp2/boards/RPI_PICO2': (
        'board.json mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv'
    ),
    'ports/rp2/boards/RPI_PICO2_W': (
        'board.json manifest.py mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv'
    ),
    'ports/rp2/boards/RPI_PICO_W': (
        'board.json manifest.py pins.csv'
    ),
    'ports/rp2/boards/SEEED_XIAO_RP2350': (
        'board.json mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv'
    ),
    'ports/rp2/boards/SIL_RP2040_SHIM': (
        'board.json deploy.md manifest.py pins.csv'
    ),
    'ports/rp2/boards/SOLDERED_NULA_MAX_RP2350': (
        'board.json manifest.py mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv '
        'soldered_nula_max_rp2350.h'
    ),
    'ports/rp2/boards/SPARKFUN_IOTNODE_LORAWAN_RP2350': (
        'board.json manifest.py mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv '
        'sparkfun_iotnode_lorawan_rp2350.h'
    ),
    'ports/rp2/boards/SPARKFUN_IOTREDBOARD_RP2350': (
        'board.json manifest.py mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv '
        'sparkfun_iotredboard_rp2350.h'
    ),
    'ports/rp2/boards/SPARKFUN_PROMICRO_RP2350': (
        'board.json mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv'
    ),
    'ports/rp2/boards/SPARKFUN_THINGPLUS_RP2350': (
        'board.json manifest.py mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv'
    ),
    'ports/rp2/boards/SPARKFUN_XRP_CONTROLLER': (
        'board.json manifest.py mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv '
        'sparkfun_xrp_controller.h'
    ),
    'ports/rp2/boards/SPARKFUN_XRP_CONTROLLER_BETA': (
        'board.json manifest.py pins.csv'
    ),
    'ports/rp2/boards/W5100S_EVB_PICO': (
        'board.json manifest.py pins.csv readme.md'
    ),
    'ports/rp2/boards/W5500_EVB_PICO': (
        'board.json manifest.py pins.csv readme.md'
    ),
    'ports/rp2/boards/WAVESHARE_RP2040_PLUS': (
        'board.json mpconfigvariant.cmake mpconfigvariant_FLASH_16M.cmake'
    ),
    'ports/rp2/boards/WAVESHARE_RP2350B_CORE': (
        'board.json mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv waveshare_rp2350b_core.h'
    ),
    'ports/rp2/boards/WEACTSTUDIO': (
        'README.md board.json deploy.md manifest.py mpconfigvariant.cmake mpconfigvariant_FLASH_2M.cmake '
        'mpconfigvariant_FLASH_4M.cmake mpconfigvariant_FLASH_8M.cmake pins.csv'
    ),
    'ports/rp2/boards/WEACTSTUDIO_RP2350B_CORE': (
        'board.json manifest.py mpconfigvariant.cmake mpconfigvariant_RISCV.cmake pins.csv'
    ),
}


MPY_HAL_KIND = {
    '': (
        'ports/stm32/boards/ADAFRUIT_F405_EXPRESS/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/ARDUINO_GIGA/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/ARDUINO_NICLA_VISION/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/ARDUINO_OPTA/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/ARDUINO_PORTENTA_H7/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/B_L072Z_LRWAN1/stm32l0xx_hal_conf.h '
        'ports/stm32/boards/B_L475E_IOT01A/stm32l4xx_hal_conf.h '
        'ports/stm32/boards/CERB40/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/ESPRUINO_PICO/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/GARATRONIC_NADHAT_F405/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/GARATRONIC_PYBSTICK26_F411/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/GARATRONIC_PYMATE_CORE8ADI8DOSC/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/HYDRABUS/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/LEGO_HUB_NO6/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/LEGO_HUB_NO7/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/LIMIFROG/stm32l4xx_hal_conf.h '
        'ports/stm32/boards/MIKROE_CLICKER2_STM32/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/MIKROE_QUAIL/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/NETDUINO_PLUS_2/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F091RC/stm32f0xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F401RE/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F411RE/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F412ZG/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F413ZH/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F429ZI/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F439ZI/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F446RE/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F722ZE/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F746ZG/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F756ZG/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_F767ZI/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_G0B1RE/stm32g0xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_G474RE/stm32g4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_H563ZI/stm32h5xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_H723ZG/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_H743ZI/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_H743ZI2/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_H753ZI/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_H7A3ZI_Q/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_L073RZ/stm32l0xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_L152RE/stm32l1xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_L432KC/stm32l4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_L452RE/stm32l4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_L476RG/stm32l4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_L4A6ZG/stm32l4xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_N657X0/stm32n6xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_U5A5ZJ_Q/stm32u5xx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_WB55/stm32wbxx_hal_conf.h '
        'ports/stm32/boards/NUCLEO_WL55/stm32wlxx_hal_conf.h '
        'ports/stm32/boards/OLIMEX_E407/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/OLIMEX_H407/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/OPENMV_N6/stm32n6xx_hal_conf.h ports/stm32/boards/PYBD_SF2/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/PYBD_SF3/stm32f7xx_hal_conf.h ports/stm32/boards/PYBD_SF6/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/PYBLITEV10/stm32f4xx_hal_conf.h ports/stm32/boards/PYBV10/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/PYBV11/stm32f4xx_hal_conf.h ports/stm32/boards/PYBV3/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/PYBV4/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/SPARKFUN_MICROMOD_STM32/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/STM32F411DISC/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/STM32F429DISC/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/STM32F439/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/STM32F469DISC/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/STM32F4DISC/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/STM32F769DISC/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/STM32F7DISC/stm32f7xx_hal_conf.h '
        'ports/stm32/boards/STM32H573I_DK/stm32h5xx_hal_conf.h '
        'ports/stm32/boards/STM32H747I_DISCO/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/STM32H7B3I_DK/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/STM32L476DISC/stm32l4xx_hal_conf.h '
        'ports/stm32/boards/STM32L496GDISC/stm32l4xx_hal_conf.h '
        'ports/stm32/boards/USBDONGLE_WB55/stm32wbxx_hal_conf.h '
        'ports/stm32/boards/VCC_GND_F407VE/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/VCC_GND_F407ZG/stm32f4xx_hal_conf.h '
        'ports/stm32/boards/VCC_GND_H743VI/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H723/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H743/stm32h7xx_hal_conf.h '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32U585/stm32u5xx_hal_conf.h '
        'ports/stm32/boards/WEACT_F411_BLACKPILL/stm32f4xx_hal_conf.h'
    ),
}


MPY_HAL_OTHER = {
    '': (
        'ports/stm32/boards/ADAFRUIT_F405_EXPRESS/pins.csv ports/stm32/boards/B_L072Z_LRWAN1/board.json '
        'ports/stm32/boards/B_L072Z_LRWAN1/mpconfigboard.mk '
        'ports/stm32/boards/B_L475E_IOT01A/mpconfigboard.mk ports/stm32/boards/CERB40/mpconfigboard.h '
        'ports/stm32/boards/CERB40/mpconfigboard.mk ports/stm32/boards/ESPRUINO_PICO/board.json '
        'ports/stm32/boards/GARATRONIC_NADHAT_F405/board.json '
        'ports/stm32/boards/GARATRONIC_NADHAT_F405/pins.csv ports/stm32/boards/HYDRABUS/mpconfigboard.h '
        'ports/stm32/boards/MIKROE_CLICKER2_STM32/mpconfigboard.h '
        'ports/stm32/boards/MIKROE_CLICKER2_STM32/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F401RE/mpconfigboard.h ports/stm32/boards/NUCLEO_F411RE/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_F412ZG/mpconfigboard.h ports/stm32/boards/NUCLEO_F412ZG/mpconfigboard.mk '
        'ports/stm32/boards/NUCLEO_F413ZH/mpconfigboard.mk ports/stm32/boards/NUCLEO_F413ZH/pins.csv '
        'ports/stm32/boards/NUCLEO_F429ZI/pins.csv ports/stm32/boards/NUCLEO_F446RE/board.json '
        'ports/stm32/boards/NUCLEO_F446RE/mpconfigboard.mk ports/stm32/boards/NUCLEO_F722ZE/board_init.c '
        'ports/stm32/boards/NUCLEO_F722ZE/mpconfigboard.h ports/stm32/boards/NUCLEO_F767ZI/pins.csv '
        'ports/stm32/boards/NUCLEO_G0B1RE/mpconfigboard.h ports/stm32/boards/NUCLEO_H563ZI/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_H563ZI/mpconfigboard.mk ports/stm32/boards/NUCLEO_H743ZI2/board.json '
        'ports/stm32/boards/NUCLEO_H743ZI2/pins.csv ports/stm32/boards/NUCLEO_H7A3ZI_Q/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_H7A3ZI_Q/pins.csv ports/stm32/boards/NUCLEO_L432KC/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_L432KC/mpconfigboard.mk ports/stm32/boards/NUCLEO_L452RE/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_L452RE/mpconfigboard.mk ports/stm32/boards/NUCLEO_L476RG/mpconfigboard.h '
        'ports/stm32/boards/NUCLEO_L476RG/pins.csv ports/stm32/boards/NUCLEO_L4A6ZG/board.json '
        'ports/stm32/boards/NUCLEO_U5A5ZJ_Q/mpconfigboard.h ports/stm32/boards/NUCLEO_U5A5ZJ_Q/pins.csv '
        'ports/stm32/boards/NUCLEO_WL55/mpconfigboard.h ports/stm32/boards/NUCLEO_WL55/mpconfigboard.mk '
        'ports/stm32/boards/OPENMV_N6/board.c ports/stm32/boards/OPENMV_N6/manifest.py '
        'ports/stm32/boards/PYBD_SF3/board_init.c ports/stm32/boards/PYBD_SF6/bdev.c '
        'ports/stm32/boards/PYBD_SF6/f767.ld ports/stm32/boards/PYBLITEV10/mpconfigvariant_NETWORK.mk '
        'ports/stm32/boards/PYBLITEV10/pins.csv ports/stm32/boards/PYBV3/mpconfigboard.mk '
        'ports/stm32/boards/PYBV3/pins.csv ports/stm32/boards/STM32F411DISC/board.json '
        'ports/stm32/boards/STM32F411DISC/pins.csv ports/stm32/boards/STM32F429DISC/mpconfigboard.mk '
        'ports/stm32/boards/STM32F429DISC/pins.csv ports/stm32/boards/STM32F439/pins.csv '
        'ports/stm32/boards/STM32F4DISC/mpconfigboard.mk ports/stm32/boards/STM32F4DISC/staccel.py '
        'ports/stm32/boards/STM32F769DISC/f769_qspi.ld ports/stm32/boards/STM32F769DISC/pins.csv '
        'ports/stm32/boards/STM32H573I_DK/mpconfigboard.mk ports/stm32/boards/STM32H7B3I_DK/mpconfigboard.h '
        'ports/stm32/boards/STM32H7B3I_DK/pins.csv ports/stm32/boards/STM32L476DISC/bdev.c '
        'ports/stm32/boards/STM32L476DISC/board.json ports/stm32/boards/STM32L496GDISC/mpconfigboard.mk '
        'ports/stm32/boards/USBDONGLE_WB55/mpconfigboard.h '
        'ports/stm32/boards/USBDONGLE_WB55/mpconfigboard.mk '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H723/deploy.md '
        'ports/stm32/boards/WEACTSTUDIO_MINI_STM32U585/mpconfigboard.mk'
    ),
    'ports/stm32/boards/ARDUINO_GIGA': (
        'board.json board_init.c deploy.md manifest.py mpconfigboard.mk stm32h747.ld'
    ),
    'ports/stm32/boards/ARDUINO_NICLA_VISION': (
        'board.json deploy.md pins.csv stm32h747.ld'
    ),
    'ports/stm32/boards/ARDUINO_OPTA': (
        'bdev.c deploy.md mpconfigboard.h pins.csv stm32h747.ld'
    ),
    'ports/stm32/boards/ARDUINO_PORTENTA_H7': (
        'board.json deploy.md manifest.py mbedtls_config_board.h mpconfigboard.h pins.csv stm32h747.ld'
    ),
    'ports/stm32/boards/GARATRONIC_PYBSTICK26_F411': (
        'board.json manifest.py pins.csv'
    ),
    'ports/stm32/boards/GARATRONIC_PYMATE_CORE8ADI8DOSC': (
        'bdev.c board.json mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/LEGO_HUB_NO6': (
        'bdev.c bluetooth_init_cc2564C_1.5.c cc2564.c mboot_memory.ld mpconfigboard.h'
    ),
    'ports/stm32/boards/LEGO_HUB_NO7': (
        'README.md bluetooth_init_cc2564C_1.5.c hub_display.c mpconfigboard.mk'
    ),
    'ports/stm32/boards/LIMIFROG': (
        'board.json mpconfigboard.h pins.csv'
    ),
    'ports/stm32/boards/MIKROE_QUAIL': (
        'bdev.c mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/NETDUINO_PLUS_2': (
        'board_init.c mpconfigboard.h pins.csv'
    ),
    'ports/stm32/boards/NUCLEO_F091RC': (
        'mpconfigboard.h mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/NUCLEO_F439ZI': (
        'board.json mpconfigboard.h mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/NUCLEO_F746ZG': (
        'board.json mpconfigboard.h mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/NUCLEO_G474RE': (
        'board.json mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/NUCLEO_H723ZG': (
        'manifest.py mpconfigboard.h mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/NUCLEO_H743ZI': (
        'board.json manifest.py pins.csv'
    ),
    'ports/stm32/boards/NUCLEO_L073RZ': (
        'board.json mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/NUCLEO_L152RE': (
        'board.json deploy.md mpconfigboard.mk'
    ),
    'ports/stm32/boards/NUCLEO_N657X0': (
        'bdev.c board.c mpconfigboard.h mpconfigboard.mk partition_stm32n657xx.h'
    ),
    'ports/stm32/boards/NUCLEO_WB55': (
        'mpconfigboard.mk rfcore_firmware.py rfcore_makefirmware.py'
    ),
    'ports/stm32/boards/OLIMEX_E407': (
        'manifest.py mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/PYBD_SF2': (
        'board.md board_init.c deploy.md f722_qspi.ld manifest.py pins.csv'
    ),
    'ports/stm32/boards/PYBV10': (
        'deploy.md manifest.py mpconfigvariant_DP.mk mpconfigvariant_NETWORK.mk'
    ),
    'ports/stm32/boards/PYBV11': (
        'board.md mpconfigboard.h mpconfigboard.mk mpconfigvariant_NETWORK.mk'
    ),
    'ports/stm32/boards/PYBV4': (
        'mpconfigboard.h mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/STM32F469DISC': (
        'bdev.c board.json mpconfigboard.h'
    ),
    'ports/stm32/boards/STM32F7DISC': (
        'board_init.c manifest.py mpconfigboard.mk'
    ),
    'ports/stm32/boards/STM32H747I_DISCO': (
        'board.md manifest.py mpconfigboard.mk stm32h747_disco.ld'
    ),
    'ports/stm32/boards/VCC_GND_F407VE': (
        'board.json board_init.c mpconfigboard.h mpconfigboard.mk pins.csv'
    ),
    'ports/stm32/boards/VCC_GND_F407ZG': (
        'bdev.c manifest.py mpconfigboard.h'
    ),
    'ports/stm32/boards/VCC_GND_H743VI': (
        'board.json mpconfigboard.h pins.csv'
    ),
    'ports/stm32/boards/WEACTSTUDIO_MINI_STM32H743': (
        'mpconfigboard.mk pins.csv weact_stm32h743.ld'
    ),
    'ports/stm32/boards/WEACT_F411_BLACKPILL': (
        'README.md bdev.c board.json mpconfigvariant_V13_FLASH_4M.mk'
    ),
}


CROWDSEC_PARSERS_KIND = {
    '': (
        'parsers/s01-parse/Azlaroc/sftpgo-logs.yaml parsers/s01-parse/Dominic-Wagner/vaultwarden-logs.yaml '
        'parsers/s01-parse/Guezli/mailcow-f2b-bans.yaml '
        'parsers/s01-parse/MariuszKociubinski/bitwarden-logs.yaml '
        'parsers/s01-parse/MrShippeR/filebrowser-logs.yaml parsers/s01-parse/PintjesB/technitium-logs.yaml '
        'parsers/s01-parse/Raithmir/zoraxy-logs.yaml parsers/s01-parse/Zaulao/aws-alb.yaml '
        'parsers/s01-parse/ZoeyVid/npmplus-logs.yaml parsers/s01-parse/a1ad/meshcentral-logs.yaml '
        'parsers/s01-parse/a1ad/mikrotik-logs.yaml parsers/s01-parse/aderumier/proxmox-iptables-logs.yaml '
        'parsers/s01-parse/aidalinfo/couchdb-logs.yaml parsers/s01-parse/aidalinfo/tcpudp-flood-traefik.yaml '
        'parsers/s01-parse/barnoux/caddy-coraza.yaml parsers/s01-parse/baudneo/gotify-logs.yaml '
        'parsers/s01-parse/baudneo/zoneminder-logs.yaml '
        'parsers/s01-parse/bouddha-fr/opensearch-dashboard-logs.yaml '
        'parsers/s01-parse/bunkerity/bunkerweb-logs.yaml '
        'parsers/s01-parse/cbrandlehner/mailscanner-logs.yaml '
        'parsers/s01-parse/corvese/apache-guacamole-logs.yaml parsers/s01-parse/cyrille37/sympa_ww-logs.yaml '
        'parsers/s01-parse/darkclip/charon-ipsec-logs.yaml parsers/s01-parse/firix/authentik-logs.yaml '
        'parsers/s01-parse/fulljackz/proxmox-logs.yaml parsers/s01-parse/fulljackz/pureftpd-logs.yaml '
        'parsers/s01-parse/gauth-fr/immich-logs.yaml parsers/s01-parse/gilbsgilbs/qbittorrent-logs.yaml '
        'parsers/s01-parse/hitech95/nginx-mail-logs.yaml parsers/s01-parse/inherent-io/keycloak-logs.yaml '
        'parsers/s01-parse/jbowdre/miniflux-logs.yaml '
        'parsers/s01-parse/jusabatier/apereo-cas-audit-logs.yaml '
        'parsers/s01-parse/lourys/pterodactyl-wings-logs.yaml parsers/s01-parse/mstilkerich/bind9-logs.yaml '
        'parsers/s01-parse/mwinters-stuff/mailu-admin-logs.yaml '
        'parsers/s01-parse/nicoh88/proxmox-backup-auth-logs.yaml '
        'parsers/s01-parse/openappsec/openappsec-logs.yaml '
        'parsers/s01-parse/plague-doctor/audiobookshelf-logs.yaml parsers/s01-parse/pserranoa/openvpn.yml '
        'parsers/s01-parse/sdwilsh/navidrome-logs.yaml parsers/s01-parse/thespad/sshesame-logs.yaml '
        'parsers/s01-parse/vspaziani/fireflyiii-logs.yaml parsers/s01-parse/xs539/bookstack-logs.yaml '
        'parsers/s01-parse/xs539/joplin-server-logs.yaml parsers/s01-parse/yanis-kouidri/envoy-logs.yaml'
    ),
    'parsers/s00-raw/crowdsecurity': (
        'base-upsun-httplog-logs.yaml cef-logs.yaml cri-logs.yaml docker-logs.yaml syslog-logs.yaml '
        'unifi-logs.yaml windows-logs.yaml'
    ),
    'parsers/s01-parse/Jgigantino31': (
        'calibre-web-logs.yaml mealie-logs.yaml ntfy-logs.yaml'
    ),
    'parsers/s01-parse/LePresidente': (
        'adguardhome-logs.yaml authelia-logs.yaml emby-logs.yaml gitea-logs.yaml grafana-logs.yaml '
        'harbor-logs.yaml jellyfin-logs.yaml jellyseerr-logs.yaml ombi-logs.yaml overseerr-logs.yaml '
        'redmine-logs.yaml'
    ),
    'parsers/s01-parse/LearningSpot': (
        'baserow-logs.yaml dockge-logs.yaml hestiacp-logs.yaml litellm-logs.yaml'
    ),
    'parsers/s01-parse/andreasbrett': (
        'baikal-logs.yaml paperless-ngx-logs.yaml webmin-logs.yaml'
    ),
    'parsers/s01-parse/crowdsecurity': (
        'amavis-logs.yaml apache2-logs.yaml appsec-logs.yaml asterisk-logs.yaml auditd-logs.yaml '
        'aws-cloudfront.yaml aws-cloudtrail.yaml caddy-logs.yaml configserver-lfd-logs.yaml cowrie-logs.yaml '
        'cpanel-logs.yaml dovecot-logs.yaml dropbear-logs.yaml endlessh-logs.yaml exchange-imap-logs.yaml '
        'exchange-pop-logs.yaml exchange-smtp-logs.yaml exim-logs.yaml fastly-logs.yaml fortinet-logs.yaml '
        'freeswitch.yaml haproxy-logs.yaml home-assistant-logs.yaml iis-logs.yaml iptables-logs.yaml '
        'k8s-audit.yaml kasm-logs.yaml laurel-logs.yaml litespeed-logs.yaml magento-extension-logs.yaml '
        'mariadb-logs.yaml modsecurity.yaml mssql-logs.yaml mysql-logs.yaml nextcloud-logs.yaml '
        'nginx-logs.yaml nginx-proxy-manager-logs.yaml odoo-logs.yaml opnsense-gui-logs.yaml '
        'palo-alto-threat-log.yaml pam-logs.yaml pfsense-gui-logs.yaml pgsql-logs.yaml pkexec-logs.yaml '
        'postfix-logs.yaml postscreen-logs.yaml proftpd-logs.yaml sabnzbd-logs.yaml segfault-logs.yaml '
        'smb-logs.yaml sshd-logs.yaml sshd-success-logs.yaml stirling-pdf-logs.yaml '
        'supabase-docker-pgsql.yaml supavisor-logs.yaml suricata-logs.yaml synology-dsm-logs.yaml '
        'sysmon-logs.yaml tcpdump-logs.yaml teamspeak3-logs.yaml teleport-logs.yaml thehive-logs.yaml '
        'traefik-logs.yaml unifi-cef.yaml vsftpd-logs.yaml windows-auth.yaml windows-firewall-logs.yaml '
        'wireguard-logs.yaml'
    ),
    'parsers/s01-parse/firewallservices': (
        'lemonldap-ng.yaml pf-logs.yaml zimbra-logs.yaml'
    ),
    'parsers/s01-parse/schiz0phr3ne': (
        'prowlarr-logs.yaml radarr-logs.yaml sonarr-logs.yaml'
    ),
    'parsers/s01-parse/timokoessler': (
        'gitlab-logs.yaml mongodb-logs.yaml uptime-kuma-logs.yaml'
    ),
    'parsers/s02-enrich/crowdsecurity': (
        'actual-budget-whitelist.yaml calibre-web-whitelist.yaml dateparse-enrich.yaml geoip-enrich.yaml '
        'http-logs.yaml jellyfin-whitelist.yaml jellyseerr-whitelist.yaml naxsi-logs.yaml '
        'nextcloud-whitelist.yaml overseerr-whitelist.yaml plex-allowlist.yaml public-dns-allowlist.yaml '
        'rocketchat-whitelist.yaml whitelists.yaml'
    ),
}


CROWDSEC_PARSERS_OTHER = {
    '': (
        '.appsec-tests/template_config2.yaml .appsec-tests/CVE-2023-35078/CVE-2023-35078.yaml '
        '.appsec-tests/vpatch-CVE-2019-18935/config.yaml .appsec-tests/vpatch-CVE-2025-13315/config.yaml '
        '.appsec-tests/vpatch-CVE-2025-4689/CVE-2025-4689.yaml '
        '.appsec-tests/vpatch-CVE-2025-57819/config.yaml .tests/CVE-2022-41697/parser.assert '
        '.tests/auditd-postexploit-rm/config.yaml .tests/aws-alb-http-bad-user-agent/scenario.assert '
        '.tests/baserow-logs/parser.assert .tests/bind9-refused/bind9-refused.log '
        '.tests/bind9-refused/scenario.assert .tests/calibre-web-bf/parser.assert '
        '.tests/cri-logs/scenario.assert .tests/envoy-logs/parser.assert '
        '.tests/exchange-smtp-bf/exchange-smtp-bf.log .tests/http-dos-invalid-http-versions/scenario.assert '
        '.tests/laurel-base64-exec/config.yaml .tests/mealie-bf/scenario.assert '
        '.tests/mealie-logs/parser.assert .tests/modsecurity/scenario.assert '
        '.tests/nginx-bad-user-agent/nginx-bad-user-agent.log .tests/pgsql-logs/config.yaml '
        '.tests/proxmox-backup-auth-bf/parser.assert .tests/teleport-logs/config.yaml '
        '.tests/thehive-logs/config.yaml .tests/zoneminder-logs/zoneminder-web_php.log '
        'collections/MrShippeR/filebrowser.yaml collections/crowdsecurity/proftpd.yaml '
        'contexts/crowdsecurity/http_base.yaml parsers/s01-parse/Dominic-Wagner/vaultwarden-logs.md '
        'parsers/s01-parse/Guezli/mailcow-f2b-bans.md parsers/s01-parse/MariuszKociubinski/bitwarden-logs.md '
        'parsers/s01-parse/MrShippeR/filebrowser-logs.md parsers/s01-parse/PintjesB/technitium-logs.md '
        'parsers/s01-parse/Raithmir/zoraxy-logs.md parsers/s01-parse/Zaulao/aws-alb.md '
        'parsers/s01-parse/ZoeyVid/npmplus-logs.md parsers/s01-parse/a1ad/meshcentral-logs.md '
        'parsers/s01-parse/a1ad/mikrotik-logs.md parsers/s01-parse/aderumier/proxmox-iptables-logs.md '
        'parsers/s01-parse/aidalinfo/couchdb-logs.md parsers/s01-parse/aidalinfo/tcpudp-flood-traefik.md '
        'parsers/s01-parse/barnoux/caddy-coraza.md parsers/s01-parse/baudneo/gotify-logs.md '
        'parsers/s01-parse/baudneo/zoneminder-logs.md '
        'parsers/s01-parse/bouddha-fr/opensearch-dashboard-logs.md '
        'parsers/s01-parse/bunkerity/bunkerweb-logs.md parsers/s01-parse/corvese/apache-guacamole-logs.md '
        'parsers/s01-parse/cyrille37/sympa_ww-logs.md parsers/s01-parse/darkclip/charon-ipsec-logs.md '
        'parsers/s01-parse/firix/authentik-logs.md parsers/s01-parse/fulljackz/proxmox-logs.md '
        'parsers/s01-parse/fulljackz/pureftpd-logs.md parsers/s01-parse/gauth-fr/immich-logs.md '
        'parsers/s01-parse/gilbsgilbs/qbittorrent-logs.md parsers/s01-parse/hitech95/nginx-mail-logs.md '
        'parsers/s01-parse/inherent-io/keycloak-logs.md parsers/s01-parse/jbowdre/miniflux-logs.md '
        'parsers/s01-parse/jusabatier/apereo-cas-audit-logs.md '
        'parsers/s01-parse/lourys/pterodactyl-wings-logs.md parsers/s01-parse/mstilkerich/bind9-logs.md '
        'parsers/s01-parse/mwinters-stuff/mailu-admin-logs.md '
        'parsers/s01-parse/nicoh88/proxmox-backup-auth-logs.md '
        'parsers/s01-parse/openappsec/openappsec-logs.md '
        'parsers/s01-parse/plague-doctor/audiobookshelf-logs.md parsers/s01-parse/pserranoa/openvpn.md '
        'parsers/s01-parse/sdwilsh/navidrome-logs.md parsers/s01-parse/thespad/sshesame-logs.md '
        'parsers/s01-parse/vspaziani/Fireflyiii-logs.md parsers/s01-parse/xs539/bookstack-logs.md '
        'parsers/s01-parse/xs539/joplin-server-logs.md parsers/s01-parse/yanis-kouidri/envoy-logs.md '
        'scenarios/aidalinfo/tcpudp-flood-traefik.yaml scenarios/jusabatier/apereo-cas-slow-bf.md '
        'scenarios/mwinters-stuff/mailu-admin-bf.yaml taxonomy/scenarios.json'
    ),
    'appsec-rules/crowdsecurity': (
        'vpatch-CVE-2022-3236.yaml vpatch-CVE-2023-47218.yaml vpatch-CVE-2025-27223.yaml'
    ),
    'parsers/s00-raw/crowdsecurity': (
        'base-upsun-httplog-logs.md cef-logs.md cri-logs.md docker-logs.md syslog-logs.md unifi-logs.md'
    ),
    'parsers/s01-parse/Jgigantino31': (
        'calibre-web-logs.md mealie-logs.md ntfy-logs.md'
    ),
    'parsers/s01-parse/LePresidente': (
        'adguardhome-logs.md authelia-logs.md emby-logs.md gitea-logs.md grafana-logs.md harbor-logs.md '
        'jellyfin-logs.md jellyseer-logs.md ombi-logs.md overseerr-logs.md redmine-logs.md'
    ),
    'parsers/s01-parse/LearningSpot': (
        'baserow-logs.md dockge-logs.md hestiacp-logs.md litellm-logs.md'
    ),
    'parsers/s01-parse/andreasbrett': (
        'baikal-logs.md paperless-ngx-logs.md webmin-logs.md'
    ),
    'parsers/s01-parse/crowdsecurity': (
        'amavis-logs.md apache2-logs.md asterisk-logs.md aws-cloudfront.md aws-cloudtrail.md caddy-logs.md '
        'configserver-lfd-logs.md cpanel-logs.md dropbear-logs.md exchange-smtp-logs.md exim-logs.md '
        'fastly-logs.md fortinet-logs.md freeswitch.md home-assistant-logs.md iis-logs.md iptables-logs.md '
        'k8s-audit.md kasm-logs.md litespeed-logs.md magento-extension-logs.md mariadb-logs.md '
        'modsecurity.md mssql-logs.md mysql-logs.md nextcloud-logs.md nginx-logs.md '
        'nginx-proxy-manager-logs.md odoo-logs.md opnsense-gui-logs.md palo-alto-threat-log.md pam-logs.md '
        'pfsense-gui-logs.md pgsql-logs.md proftpd-logs.md sabnzbd-logs.md sshd-logs.md sshd-success-logs.md '
        'stirling-pdf-logs.md supabase-docker-pgsql.md supavisor-logs.md suricata-logs.md '
        'synology-dsm-logs.md sysmon-logs.md tcpdump-logs.md teamspeak3-logs.md teleport-logs.md '
        'thehive-logs.md traefik-logs.md unifi-cef.md vsftpd-logs.md windows-auth.md '
        'windows-firewall-logs.md wireguard-logs.md'
    ),
    'parsers/s01-parse/firewallservices': (
        'lemonldap-ng.md pf-logs.md zimbra-logs.md'
    ),
    'parsers/s01-parse/schiz0phr3ne': (
        'prowlarr-logs.md radarr-logs.md sonarr-logs.md'
    ),
    'parsers/s01-parse/timokoessler': (
        'gitlab-logs.md mongodb-logs.md uptime-kuma-logs.md'
    ),
    'parsers/s02-enrich/crowdsecurity': (
        'actual-budget-whitelist.md calibre-web-whitelist.md dateparse-enrich.md geoip-enrich.md '
        'http-logs.md jellyfin-whitelist.md jellyseerr-whitelist.md nextcloud-whitelist.md '
        'overseerr-whitelist.md plex-allowlist.md public-dns-allowlist.md rocketchat-whitelist.md '
        'whitelists.md'
    ),
    'scenarios/crowdsecurity': (
        'CVE-2023-4911.yaml aws-cis-benchmark-route-table-change.md freeswitch-user-enumeration.md '
        'http-open-proxy.yaml http-path-traversal-probing.yaml iptables-scan-multi_ports.md '
        'ssh-time-based-bf.md stirling-pdf-bf.yaml windows-CVE-2022-30190-msdt.yaml'
    ),
    'scenarios/sigmahq': (
        'proc_creation_win_cmd_assoc_tamper_exe_file_association.yml proc_creation_win_hktl_hydra.yml '
        'proc_creation_win_hktl_koadic.yml proc_creation_win_hktl_sharpldapwhoami.yml '
        'proc_creation_win_reg_disable_sec_services.yml proc_creation_win_susp_script_exec_from_temp.yml '
        'proc_creation_win_sysinternals_procdump_evasion.yml '
        'proc_creation_win_systemsettingsadminflows_turn_on_dev_features.yml'
    ),
}


CROWDSEC_POSTOVERFLOWS_KIND = {
    '': (
        'postoverflows/s00-enrich/crowdsecurity/ipv6_to_range.yaml '
        'postoverflows/s00-enrich/crowdsecurity/rdns.yaml'
    ),
    'postoverflows/s01-whitelist/crowdsecurity': (
        'auditd-nix-wrappers-whitelist-process.yaml auditd-nvm-whitelist-process.yaml '
        'auditd-whitelisted-process.yaml cdn-arvan-whitelist.yaml cdn-qc-whitelsit.yaml cdn-whitelist.yaml '
        'cookiebot-whitelist.yaml discord-crawler-whitelist.yaml google-special-crawlers-whitelist.yaml '
        'seo-bots-whitelist.yaml'
    ),
}


CROWDSEC_POSTOVERFLOWS_OTHER = {
    '': (
        '.appsec-tests/template_config2.yaml .appsec-tests/CVE-2023-35078/CVE-2023-35078.yaml '
        '.appsec-tests/CVE-2023-46805/CVE-2023-46805.yaml .appsec-tests/CVE-2023-6553/CVE-2023-6553.yaml '
        '.appsec-tests/vpatch-CVE-2019-18935/config.yaml '
        '.appsec-tests/vpatch-CVE-2019-18952/CVE-2019-18952.yaml '
        '.appsec-tests/vpatch-CVE-2020-37123/config.yaml .appsec-tests/vpatch-CVE-2024-28987/config.yaml '
        '.appsec-tests/vpatch-CVE-2024-41713/test-CVE-2024-41713.yaml '
        '.appsec-tests/vpatch-CVE-2024-51977/CVE-2024-51977.yaml '
        '.appsec-tests/vpatch-CVE-2024-7593/test-CVE-2024-7593.yaml '
        '.appsec-tests/vpatch-CVE-2025-13315/config.yaml .appsec-tests/vpatch-CVE-2025-31161/config.yaml '
        '.appsec-tests/vpatch-CVE-2025-40552/CVE-2025-40552.yaml '
        '.appsec-tests/vpatch-CVE-2025-4689/CVE-2025-4689.yaml '
        '.appsec-tests/vpatch-CVE-2025-55182/vpatch-CVE-2025-55182.yaml '
        '.appsec-tests/vpatch-CVE-2025-57819/config.yaml .appsec-tests/vpatch-CVE-2025-66039/config.yaml '
        '.appsec-tests/vpatch-CVE-2026-20127-dca-disclosure/CVE-2026-20127-dca-disclosure.yaml '
        '.tests/CVE-2022-41697/parser.assert .tests/apache-guacamole-logs/parser.assert '
        '.tests/apache2-malformed/apache2-logs.log .tests/asterisk-bf/scenario.assert '
        '.tests/asterisk-user-enum/parser.assert .tests/auditd-postexploit-rm/config.yaml '
        '.tests/authelia-bf/authelia-bf.log .tests/authelia-logs/config.yaml '
        '.tests/aws-alb-http-bad-user-agent/scenario.assert .tests/baserow-logs/parser.assert '
        '.tests/bind9-refused/bind9-refused.log .tests/bind9-refused/scenario.assert '
        '.tests/calibre-web-bf/parser.assert .tests/cef-logs/parser.assert .tests/cri-logs/scenario.assert '
        '.tests/cve_2022_37042/scenario.assert .tests/docker-logs/config.yaml '
        '.tests/dovecot-time-based-bf/parser.assert .tests/envoy-logs/parser.assert '
        '.tests/exchange-smtp-bf/exchange-smtp-bf.log .tests/exim-bf/scenario.assert '
        '.tests/fastly-logs/scenario.assert .tests/fortinet-vpn-bf/scenario.assert '
        '.tests/grafana-logs/grafana-logs.log .tests/harbor-bf/harbor-bf.log '
        '.tests/hestiacp-logs/parser.assert .tests/http-admin-interface-probing/scenario.assert '
        '.tests/http-dos-invalid-http-versions/scenario.assert .tests/http-wordpress_user-enum/config.yaml '
        '.tests/iis-xml-logs/config.yaml .tests/immich-bf/parser.assert '
        '.tests/ipv6-postoverflow/scenario.assert .tests/jellyfin-bf/scenario.assert '
        '.tests/jellyseerr-whitelist/jellyseerr-logs.log .tests/keycloak-bf/scenario.assert '
        '.tests/laurel-base64-exec/config.yaml .tests/laurel-base64-exec/scenario.assert '
        '.tests/litespeed-logs/litespeed-logs.log .tests/magento-ccs-by-country/scenario.assert '
        '.tests/mariadb-logs/mariadb-logs.log .tests/mealie-bf/scenario.assert '
        '.tests/mealie-logs/parser.assert .tests/meshcentral-bf/meshcentral-bf.log '
        '.tests/miniflux-bf/config.yaml .tests/modsecurity/scenario.assert '
        '.tests/modsecurity-logs-nginx/config.yaml .tests/modsecurity-logs-nginx/scenario.assert '
        '.tests/mssql-text-logs/config.yaml .tests/nextcloud-bf/scenario.assert '
        '.tests/nextcloud-whitelist/nextcloud-whitelist.log '
        '.tests/nginx-bad-user-agent/nginx-bad-user-agent.log .tests/nginx-cve-2021-41773/scenario.assert '
        '.tests/nginx-http-xss-probing/config.yaml .tests/nginx-proxy-manager-logs/config.yaml '
        '.tests/nginx_http-logs/config.yaml .tests/paperless-ngx-logs/scenario.assert '
        '.tests/pgsql-logs/config.yaml .tests/postfix-logs/parser.assert '
        '.tests/postfix-logs/postfix-logs.log .tests/postfix-non-smtp/config.yaml '
        '.tests/postscreen-logs/postscreen-logs.log .tests/prowlarr-nonsyslog-logs/parser.assert '
        '.tests/proxmox-backup-auth-bf/parser.assert .tests/pureftpd-logs/parser.assert '
        '.tests/qbittorrent-logs/config.yaml .tests/radarr-nonsyslog-logs/parser.assert '
        '.tests/sabnzbd-bf/scenario.assert .tests/sftpgo-bf/config.yaml .tests/sonarr-logs/sonarr-logs.log '
        '.tests/sonarr-nonsyslog-logs/parser.assert .tests/sshd-logs-fp/parser.assert '
        '.tests/syslog-logs/syslog-logs.log .tests/technitium-logs/parser.assert '
        '.tests/teleport-logs/config.yaml .tests/thehive-logs/config.yaml '
        '.tests/traefik_json/scenario.assert .tests/uptime-kuma-bf/config.yaml '
        '.tests/uptime-kuma-bf/parser.assert .tests/zoneminder-logs/zoneminder-web_php.log '
        '.tests/zoneminder_cve-39290/config.yaml collections/Guezli/mailcow.md '
        'collections/LePresidente/redmine.md collections/MrShippeR/filebrowser.yaml '
        'collections/ZoeyVid/npmplus.md collections/firix/authentik.md '
        'collections/schiz0phr3ne/prowlarr.yaml contexts/crowdsecurity/http_base.yaml '
        'parsers/s01-parse/aderumier/proxmox-iptables-logs.md '
        'parsers/s01-parse/andreasbrett/baikal-logs.yaml parsers/s01-parse/baudneo/zoneminder-logs.yaml '
        'parsers/s01-parse/fulljackz/pureftpd-logs.md parsers/s01-parse/gauth-fr/immich-logs.md '
        'parsers/s01-parse/schiz0phr3ne/radarr-logs.md parsers/s01-parse/vspaziani/fireflyiii-logs.yaml '
        'parsers/s01-parse/xs539/bookstack-logs.yaml parsers/s02-enrich/crowdsecurity/overseerr-whitelist.md '
        'postoverflows/s00-enrich/crowdsecurity/ipv6_to_range.md '
        'postoverflows/s00-enrich/crowdsecurity/rdns.md scenarios/Jgigantino31/calibre-web-bf.md '
        'scenarios/a1ad/meshcentral-bf.yaml scenarios/andreasbrett/baikal-bf.yaml '
        'scenarios/andreasbrett/webmin-bf.md scenarios/corvese/apache-guacamole_user_enum.yaml '
        'scenarios/darkclip/charon-ipsec-slow-bf.md scenarios/firix/authentik-bf.md '
        'scenarios/mwinters-stuff/mailu-admin-bf.yaml'
    ),
    'appsec-rules/crowdsecurity': (
        'crs-exclusion-plugin-google-oauth2.md generic-wordpress-uploads-listing.yaml '
        'vpatch-CVE-2022-22965.yaml vpatch-CVE-2022-3236.yaml vpatch-CVE-2023-22515.yaml '
        'vpatch-CVE-2023-33617.yaml vpatch-CVE-2023-47218.yaml vpatch-CVE-2024-2862.yaml '
        'vpatch-CVE-2024-41713.yaml vpatch-CVE-2025-27223.yaml vpatch-CVE-2025-66039.yaml'
    ),
    'collections/crowdsecurity': (
        'cpanel.yaml modsecurity.md nextcloud.md opnsense-gui.md proftpd.yaml'
    ),
    'parsers/s01-parse/crowdsecurity': (
        'cowrie-logs.yaml exim-logs.yaml haproxy-logs.yaml litespeed-logs.yaml magento-extension-logs.md '
        'nginx-proxy-manager-logs.yaml suricata-logs.yaml vsftpd-logs.yaml'
    ),
    'postoverflows/s01-whitelist/crowdsecurity': (
        'auditd-nix-wrappers-whitelist-process.md auditd-nvm-whitelist-process.md cdn-arvan-whitelist.md '
        'cdn-qc-whitelsit.md cdn-whitelist.md cookiebot-whitelist.md discord-crawler-whitelist.md '
        'seo-bots-whitelist.md'
    ),
    'scenarios/crowdsecurity': (
        'CVE-2019-18935.md amavis-blocked.md auditd-postexploit-pkill.yaml f5-big-ip-cve-2020-5902.yaml '
        'http-apiscp-bf.md http-apiscp-bf.yaml http-bf-wordpress_bf_xmlrpc.md iptables-scan-multi_ports.yaml '
        'k8s-audit-pod-host-path-volume.md k8s-audit-privileged-pod-creation.md mysql-bf.yaml '
        'netgear_rce.yaml nginx-req-limit-exceeded.yaml ssh-cve-2024-6387.yaml wireguard-auth.yaml'
    ),
    'scenarios/openappsec': (
        'openappsec-error-disclosure.yaml openappsec-probing.yaml openappsec-request-rate-limit.yaml'
    ),
    'scenarios/sigmahq': (
        'proc_creation_win_adplus_memory_dump.yml proc_creation_win_bitsadmin_download_susp_extensions.yml '
        'proc_creation_win_cmd_path_traversal.yml proc_creation_win_fltmc_unload_driver_sysmon.yml '
        'proc_creation_win_hktl_edrsilencer.yml proc_creation_win_hktl_localpotato.yml '
        'proc_creation_win_hktl_uacme.yml proc_creation_win_hwp_exploits.yml '
        'proc_creation_win_lolbin_mavinject_process_injection.yml '
        'proc_creation_win_lolbin_tttracer_mod_load.yml proc_creation_win_msdt_susp_parent.yml '
        'proc_creation_win_mstsc_rdp_hijack_shadowing.yml '
        'proc_creation_win_powershell_base64_mppreference.yml '
        'proc_creation_win_powershell_run_script_from_input_stream.yml proc_creation_win_pua_csexec.yml '
        'proc_creation_win_pua_seatbelt.yml proc_creation_win_renamed_megasync.yml '
        'proc_creation_win_sc_change_sevice_image_path_by_non_admin.yml '
        'proc_creation_win_schtasks_appdata_local_system.yml proc_creation_win_susp_etw_trace_evasion.yml '
        'proc_creation_win_susp_lsass_dmp_cli_keywords.yml proc_creation_win_susp_service_dir.yml '
        'proc_creation_win_userinit_uncommon_child_processes.yml '
        'proc_creation_win_webshell_recon_commands_and_processes.yml '
        'proc_creation_win_webshell_susp_process_spawned_from_webserver.yml'
    ),
}


JSS_TESTS_KIND = {
    'tests/draft2019-09': (
        'additionalItems.json additionalProperties.json allOf.json anchor.json anyOf.json '
        'boolean_schema.json const.json contains.json content.json default.json defs.json '
        'dependentRequired.json dependentSchemas.json enum.json exclusiveMaximum.json exclusiveMinimum.json '
        'format.json if-then-else.json infinite-loop-detection.json items.json maxContains.json '
        'maxItems.json maxLength.json maxProperties.json maximum.json minContains.json minItems.json '
        'minLength.json minProperties.json minimum.json multipleOf.json not.json oneOf.json pattern.json '
        'patternProperties.json properties.json propertyNames.json recursiveRef.json ref.json refRemote.json '
        'required.json type.json unevaluatedItems.json unevaluatedProperties.json uniqueItems.json '
        'vocabulary.json'
    ),
    'tests/draft2020-12': (
        'additionalProperties.json allOf.json anchor.json anyOf.json boolean_schema.json const.json '
        'contains.json content.json default.json defs.json dependentRequired.json dependentSchemas.json '
        'dynamicRef.json enum.json exclusiveMaximum.json exclusiveMinimum.json format.json if-then-else.json '
        'infinite-loop-detection.json items.json maxContains.json maxItems.json maxLength.json '
        'maxProperties.json maximum.json minContains.json minItems.json minLength.json minProperties.json '
        'minimum.json multipleOf.json not.json oneOf.json pattern.json patternProperties.json '
        'prefixItems.json properties.json propertyNames.json ref.json refRemote.json required.json type.json '
        'unevaluatedItems.json unevaluatedProperties.json uniqueItems.json vocabulary.json'
    ),
    'tests/draft3': (
        'additionalItems.json additionalProperties.json default.json dependencies.json disallow.json '
        'divisibleBy.json enum.json extends.json format.json infinite-loop-detection.json items.json '
        'maxItems.json maxLength.json maximum.json minItems.json minLength.json minimum.json pattern.json '
        'patternProperties.json properties.json ref.json refRemote.json required.json type.json '
        'uniqueItems.json'
    ),
    'tests/draft4': (
        'additionalItems.json additionalProperties.json allOf.json anyOf.json default.json definitions.json '
        'dependencies.json enum.json format.json infinite-loop-detection.json items.json maxItems.json '
        'maxLength.json maxProperties.json maximum.json minItems.json minLength.json minProperties.json '
        'minimum.json multipleOf.json not.json oneOf.json pattern.json patternProperties.json '
        'properties.json ref.json refRemote.json required.json type.json uniqueItems.json'
    ),
    'tests/draft6': (
        'additionalItems.json additionalProperties.json allOf.json anyOf.json boolean_schema.json const.json '
        'contains.json default.json definitions.json dependencies.json enum.json exclusiveMaximum.json '
        'exclusiveMinimum.json format.json infinite-loop-detection.json items.json maxItems.json '
        'maxLength.json maxProperties.json maximum.json minItems.json minLength.json minProperties.json '
        'minimum.json multipleOf.json not.json oneOf.json pattern.json patternProperties.json '
        'properties.json propertyNames.json ref.json refRemote.json required.json type.json uniqueItems.json'
    ),
    'tests/draft7': (
        'additionalItems.json additionalProperties.json allOf.json anyOf.json boolean_schema.json const.json '
        'contains.json default.json definitions.json dependencies.json enum.json exclusiveMaximum.json '
        'exclusiveMinimum.json format.json if-then-else.json infinite-loop-detection.json items.json '
        'maxItems.json maxLength.json maxProperties.json maximum.json minItems.json minLength.json '
        'minProperties.json minimum.json multipleOf.json not.json oneOf.json pattern.json '
        'patternProperties.json properties.json propertyNames.json ref.json refRemote.json required.json '
        'type.json uniqueItems.json'
    ),
    'tests/v1': (
        'additionalProperties.json allOf.json anchor.json anyOf.json boolean_schema.json const.json '
        'contains.json content.json default.json dependentRequired.json dependentSchemas.json '
        'dynamicRef.json enum.json exclusiveMaximum.json exclusiveMinimum.json if-then-else.json '
        'infinite-loop-detection.json items.json maxContains.json maxItems.json maxLength.json '
        'maxProperties.json maximum.json minContains.json minItems.json minLength.json minProperties.json '
        'minimum.json multipleOf.json not.json oneOf.json pattern.json patternProperties.json '
        'prefixItems.json properties.json propertyNames.json ref.json refRemote.json required.json type.json '
        'unevaluatedItems.json unevaluatedProperties.json uniqueItems.json'
    ),
}


JSS_TESTS_OTHER = {
    '': (
        '.editorconfig .gitignore CONTRIBUTING.md LICENSE README.md output-test-schema.json package.json '
        'test-schema.json tox.ini annotations/tests/content.json bin/jsonschema_suite output-tests/README.md '
        'output-tests/draft2019-09/content/general.json output-tests/draft2019-09/content/readOnly.json '
        'output-tests/draft2020-12/content/escape.json remotes/baseUriChange/folderInteger.json '
        'remotes/draft2019-09/metaschema-no-validation.json remotes/draft2020-12/nested/string.json '
        'remotes/draft6/locationIndependentIdentifier.json remotes/draft6/ref-and-definitions.json '
        'remotes/nested/foo-ref-string.json remotes/v1/different-id-ref-string.json '
        'remotes/v1/name-defs.json remotes/v1/baseUriChange/folderInteger.json tests/latest '
        'tests/v1/proposals/README.md'
    ),
    'remotes/draft7': (
        'ignore-dependentRequired.json locationIndependentIdentifier.json name.json'
    ),
    'tests/draft2019-09/optional': (
        'anchor.json bignum.json cross-draft.json dependencies-compatibility.json ecmascript-regex.json '
        'float-overflow.json id.json no-schema.json non-bmp-regex.json refOfUnknownKeyword.json '
        'unknownKeyword.json'
    ),
    'tests/draft2019-09/optional/format': (
        'date-time.json date.json duration.json ecmascript-regex.json email.json hostname.json '
        'idn-email.json idn-hostname.json ipv4.json ipv6.json iri-reference.json iri.json json-pointer.json '
        'regex.json relative-json-pointer.json time.json unknown.json uri-reference.json uri-template.json '
        'uri.json uuid.json'
    ),
    'tests/draft2020-12/optional': (
        'anchor.json bignum.json cross-draft.json dependencies-compatibility.json dynamicRef.json '
        'ecmascript-regex.json float-overflow.json format-assertion.json id.json no-schema.json '
        'non-bmp-regex.json refOfUnknownKeyword.json unknownKeyword.json'
    ),
    'tests/draft2020-12/optional/format': (
        'date-time.json date.json duration.json ecmascript-regex.json email.json hostname.json '
        'idn-email.json idn-hostname.json ipv4.json ipv6.json iri-reference.json iri.json json-pointer.json '
        'regex.json relative-json-pointer.json time.json unknown.json uri-reference.json uri-template.json '
        'uri.json uuid.json'
    ),
    'tests/draft3/optional': (
        'bignum.json non-bmp-regex.json zeroTerminatedFloats.json'
    ),
    'tests/draft3/optional/format': (
        'color.json date-time.json date.json ecmascript-regex.json email.json host-name.json ip-address.json '
        'ipv6.json regex.json time.json uri.json'
    ),
    'tests/draft4/optional': (
        'bignum.json ecmascript-regex.json float-overflow.json id.json non-bmp-regex.json '
        'zeroTerminatedFloats.json'
    ),
    'tests/draft4/optional/format': (
        'date-time.json email.json hostname.json ipv4.json ipv6.json unknown.json uri.json'
    ),
    'tests/draft6/optional': (
        'bignum.json ecmascript-regex.json float-overflow.json id.json non-bmp-regex.json '
        'unknownKeyword.json'
    ),
    'tests/draft6/optional/format': (
        'date-time.json email.json hostname.json ipv4.json ipv6.json json-pointer.json unknown.json '
        'uri-reference.json uri-template.json uri.json'
    ),
    'tests/draft7/optional': (
        'bignum.json content.json cross-draft.json ecmascript-regex.json float-overflow.json id.json '
        'non-bmp-regex.json unknownKeyword.json'
    ),
    'tests/draft7/optional/format': (
        'date-time.json date.json ecmascript-regex.json email.json hostname.json idn-email.json '
        'idn-hostname.json ipv4.json ipv6.json iri-reference.json iri.json json-pointer.json regex.json '
        'relative-json-pointer.json time.json unknown.json uri-reference.json uri-template.json uri.json'
    ),
    'tests/v1/format': (
        'date-time.json date.json duration.json ecmascript-regex.json email.json hostname.json '
        'idn-email.json idn-hostname.json ipv4.json ipv6.json iri-reference.json iri.json json-pointer.json '
        'regex.json relative-json-pointer.json time.json uri-reference.json uri-template.json uri.json '
        'uuid.json'
    ),
    'tests/v1/optional': (
        'anchor.json bignum.json dependencies-compatibility.json dynamicRef.json ecmascript-regex.json '
        'float-overflow.json format-annotation.json id.json non-bmp-regex.json refOfUnknownKeyword.json '
        'unknownKeyword.json'
    ),
    'tests/v1/proposals/propertyDependencies': (
        'additionalProperties.json dynamicRef.json propertyDependencies.json unevaluatedProperties.json'
    ),
}


JSS_FORMATS_KIND = {
    'tests/draft2019-09/optional/format': (
        'date-time.json date.json duration.json ecmascript-regex.json email.json hostname.json '
        'idn-email.json idn-hostname.json ipv4.json ipv6.json iri-reference.json iri.json json-pointer.json '
        'regex.json relative-json-pointer.json time.json unknown.json uri-reference.json uri-template.json '
        'uri.json uuid.json'
    ),
    'tests/draft2020-12/optional/format': (
        'date-time.json date.json duration.json ecmascript-regex.json email.json hostname.json '
        'idn-email.json idn-hostname.json ipv4.json ipv6.json iri-reference.json iri.json json-pointer.json '
        'regex.json relative-json-pointer.json time.json unknown.json uri-reference.json uri-template.json '
        'uri.json uuid.json'
    ),
    'tests/draft3/optional/format': (
        'color.json date-time.json date.json ecmascript-regex.json email.json host-name.json ip-address.json '
        'ipv6.json regex.json time.json uri.json'
    ),
    'tests/draft4/optional/format': (
        'date-time.json email.json hostname.json ipv4.json ipv6.json unknown.json uri.json'
    ),
    'tests/draft6/optional/format': (
        'date-time.json email.json hostname.json ipv4.json ipv6.json json-pointer.json unknown.json '
        'uri-reference.json uri-template.json uri.json'
    ),
    'tests/draft7/optional/format': (
        'date-time.json date.json ecmascript-regex.json email.json hostname.json idn-email.json '
        'idn-hostname.json ipv4.json ipv6.json iri-reference.json iri.json json-pointer.json regex.json '
        'relative-json-pointer.json time.json unknown.json uri-reference.json uri-template.json uri.json'
    ),
}


JSS_FORMATS_OTHER = {
    'tests/draft2019-09': (
        'additionalProperties.json allOf.json anchor.json anyOf.json const.json contains.json content.json '
        'default.json defs.json enum.json exclusiveMaximum.json format.json if-then-else.json '
        'infinite-loop-detection.json items.json maxContains.json maxItems.json maxLength.json '
        'maxProperties.json maximum.json minLength.json minimum.json multipleOf.json oneOf.json '
        'properties.json propertyNames.json recursiveRef.json refRemote.json type.json '
        'unevaluatedProperties.json vocabulary.json'
    ),
    'tests/draft2019-09/optional': (
        'anchor.json bignum.json dependencies-compatibility.json ecmascript-regex.json id.json '
        'no-schema.json refOfUnknownKeyword.json unknownKeyword.json'
    ),
    'tests/draft2020-12': (
        'additionalProperties.json allOf.json anchor.json boolean_schema.json const.json contains.json '
        'content.json default.json defs.json dependentRequired.json dependentSchemas.json enum.json '
        'exclusiveMaximum.json exclusiveMinimum.json if-then-else.json infinite-loop-detection.json '
        'items.json maxContains.json maxItems.json maxLength.json maxProperties.json maximum.json '
        'minItems.json minProperties.json minimum.json multipleOf.json oneOf.json pattern.json '
        'patternProperties.json propertyNames.json type.json unevaluatedItems.json '
        'unevaluatedProperties.json uniqueItems.json vocabulary.json'
    ),
    'tests/draft2020-12/optional': (
        'cross-draft.json dependencies-compatibility.json ecmascript-regex.json float-overflow.json '
        'format-assertion.json id.json no-schema.json non-bmp-regex.json refOfUnknownKeyword.json '
        'unknownKeyword.json'
    ),
    'tests/draft3': (
        'additionalItems.json dependencies.json disallow.json divisibleBy.json enum.json extends.json '
        'infinite-loop-detection.json items.json maxItems.json maxLength.json maximum.json minItems.json '
        'minimum.json pattern.json patternProperties.json properties.json uniqueItems.json'
    ),
    'tests/draft3/optional': (
        'bignum.json non-bmp-regex.json zeroTerminatedFloats.json'
    ),
    'tests/draft4': (
        'additionalProperties.json anyOf.json default.json definitions.json dependencies.json format.json '
        'infinite-loop-detection.json items.json maxLength.json maximum.json minItems.json minLength.json '
        'minProperties.json minimum.json multipleOf.json not.json oneOf.json patternProperties.json '
        'properties.json ref.json refRemote.json required.json uniqueItems.json'
    ),
    'tests/draft4/optional': (
        'bignum.json ecmascript-regex.json float-overflow.json id.json non-bmp-regex.json '
        'zeroTerminatedFloats.json'
    ),
    'tests/draft6': (
        'additionalItems.json allOf.json anyOf.json boolean_schema.json const.json contains.json '
        'definitions.json dependencies.json enum.json infinite-loop-detection.json maxItems.json '
        'maxProperties.json maximum.json minItems.json minLength.json minProperties.json minimum.json '
        'multipleOf.json oneOf.json patternProperties.json properties.json propertyNames.json ref.json '
        'refRemote.json required.json type.json uniqueItems.json'
    ),
    'tests/draft6/optional': (
        'bignum.json ecmascript-regex.json float-overflow.json id.json non-bmp-regex.json'
    ),
    'tests/draft7': (
        'additionalProperties.json anyOf.json boolean_schema.json const.json contains.json default.json '
        'definitions.json dependencies.json enum.json exclusiveMinimum.json if-then-else.json '
        'infinite-loop-detection.json items.json maxItems.json maxLength.json maxProperties.json '
        'minItems.json minLength.json minProperties.json minimum.json multipleOf.json not.json '
        'patternProperties.json propertyNames.json ref.json required.json type.json uniqueItems.json'
    ),
    'tests/draft7/optional': (
        'bignum.json content.json cross-draft.json ecmascript-regex.json float-overflow.json id.json '
        'unknownKeyword.json'
    ),
}


JSS_REMOTES_KIND = {
    '': (
        'remotes/draft3/subSchemas.json'
    ),
    'remotes/draft2019-09': (
        'dependentRequired.json detached-ref.json different-id-ref-string.json extendible-dynamic-ref.json '
        'ignore-prefixItems.json integer.json locationIndependentIdentifier.json '
        'metaschema-no-validation.json metaschema-optional-vocabulary.json name-defs.json '
        'nested-absolute-ref-to-string.json ref-and-defs.json subSchemas.json urn-ref-string.json'
    ),
    'remotes/draft2020-12': (
        'detached-dynamicref.json detached-ref.json different-id-ref-string.json extendible-dynamic-ref.json '
        'format-assertion-false.json format-assertion-true.json integer.json '
        'locationIndependentIdentifier.json metaschema-no-validation.json '
        'metaschema-optional-vocabulary.json name-defs.json nested-absolute-ref-to-string.json '
        'prefixItems.json ref-and-defs.json subSchemas.json tree.json urn-ref-string.json'
    ),
    'remotes/draft4': (
        'locationIndependentIdentifier.json name.json subSchemas.json'
    ),
    'remotes/draft6': (
        'detached-ref.json locationIndependentIdentifier.json name.json ref-and-definitions.json '
        'subSchemas.json'
    ),
    'remotes/draft7': (
        'detached-ref.json ignore-dependentRequired.json locationIndependentIdentifier.json name.json '
        'ref-and-definitions.json subSchemas.json'
    ),
    'remotes/v1': (
        'detached-dynamicref.json detached-ref.json different-id-ref-string.json extendible-dynamic-ref.json '
        'integer.json locationIndependentIdentifier.json name-defs.json nested-absolute-ref-to-string.json '
        'ref-and-defs.json subSchemas.json tree.json urn-ref-string.json'
    ),
}


JSS_REMOTES_OTHER = {
    '': (
        '.editorconfig .gitignore CONTRIBUTING.md LICENSE README.md output-test-schema.json package.json '
        'test-schema.json tox.ini .github/workflows/show_specification_annotations.yml '
        'annotations/tests/meta-data.json bin/annotate-specification-links bin/jsonschema_suite '
        'output-tests/draft2020-12/content/readOnly.json output-tests/v1/output-schema.json '
        'output-tests/v1/content/general.json output-tests/v1/content/type.json remotes/integer.json '
        'remotes/baseUriChange/folderInteger.json remotes/baseUriChangeFolder/folderInteger.json '
        'remotes/baseUriChangeFolderInSubschema/folderInteger.json '
        'remotes/draft2019-09/baseUriChange/folderInteger.json '
        'remotes/draft2019-09/baseUriChangeFolder/folderInteger.json '
        'remotes/draft2019-09/baseUriChangeFolderInSubschema/folderInteger.json '
        'remotes/draft2019-09/nested/foo-ref-string.json remotes/draft2019-09/nested/string.json '
        'remotes/draft2020-12/baseUriChange/folderInteger.json '
        'remotes/draft2020-12/baseUriChangeFolder/folderInteger.json '
        'remotes/draft2020-12/baseUriChangeFolderInSubschema/folderInteger.json '
        'remotes/draft2020-12/nested/foo-ref-string.json remotes/draft2020-12/nested/string.json '
        'remotes/nested/foo-ref-string.json remotes/nested/string.json '
        'remotes/v1/baseUriChange/folderInteger.json remotes/v1/baseUriChangeFolder/folderInteger.json '
        'remotes/v1/baseUriChangeFolderInSubschema/folderInteger.json remotes/v1/nested/foo-ref-string.json '
        'remotes/v1/nested/string.json tests/latest tests/draft2020-12/optional/cross-draft.json '
        'tests/draft2020-12/optional/dependencies-compatibility.json '
        'tests/draft3/optional/zeroTerminatedFloats.json tests/draft3/optional/format/date.json '
        'tests/draft3/optional/format/uri.json tests/draft4/optional/bignum.json '
        'tests/draft6/optional/float-overflow.json tests/draft6/optional/format/ipv4.json '
        'tests/draft6/optional/format/uri-reference.json tests/draft7/optional/cross-draft.json '
        'tests/draft7/optional/id.json tests/v1/optional/unknownKeyword.json'
    ),
    'annotations': (
        'assertion.schema.json test-case.schema.json test-suite.schema.json test.schema.json'
    ),
    'tests/draft2019-09': (
        'allOf.json boolean_schema.json contains.json default.json defs.json dependentRequired.json '
        'enum.json maxProperties.json minProperties.json not.json oneOf.json pattern.json recursiveRef.json '
        'type.json unevaluatedProperties.json vocabulary.json'
    ),
    'tests/draft2019-09/optional': (
        'anchor.json ecmascript-regex.json float-overflow.json refOfUnknownKeyword.json'
    ),
    'tests/draft2019-09/optional/format': (
        'duration.json ecmascript-regex.json hostname.json iri-reference.json iri.json uri-template.json '
        'uri.json'
    ),
    'tests/draft2020-12': (
        'allOf.json anyOf.json boolean_schema.json dependentRequired.json dependentSchemas.json enum.json '
        'exclusiveMaximum.json format.json infinite-loop-detection.json items.json maxContains.json '
        'maxLength.json minItems.json multipleOf.json not.json propertyNames.json refRemote.json '
        'unevaluatedItems.json uniqueItems.json'
    ),
    'tests/draft2020-12/optional/format': (
        'date-time.json date.json email.json hostname.json idn-email.json ipv4.json iri.json '
        'json-pointer.json uri-reference.json uri-template.json uri.json'
    ),
    'tests/draft3': (
        'additionalProperties.json default.json enum.json extends.json format.json '
        'infinite-loop-detection.json items.json maxLength.json minLength.json pattern.json properties.json '
        'ref.json refRemote.json required.json'
    ),
    'tests/draft4': (
        'anyOf.json dependencies.json enum.json items.json maxLength.json maxProperties.json '
        'minProperties.json minimum.json not.json oneOf.json pattern.json ref.json refRemote.json '
        'uniqueItems.json'
    ),
    'tests/draft4/optional/format': (
        'date-time.json hostname.json uri.json'
    ),
    'tests/draft6': (
        'additionalProperties.json allOf.json exclusiveMaximum.json maxProperties.json maximum.json '
        'minItems.json minProperties.json not.json ref.json required.json'
    ),
    'tests/draft7': (
        'additionalItems.json additionalProperties.json boolean_schema.json contains.json definitions.json '
        'enum.json exclusiveMinimum.json infinite-loop-detection.json maxProperties.json maximum.json '
        'minItems.json minProperties.json oneOf.json ref.json required.json'
    ),
    'tests/draft7/optional/format': (
        'date-time.json email.json ipv4.json ipv6.json iri-reference.json uri-reference.json '
        'uri-template.json'
    ),
    'tests/v1': (
        'allOf.json contains.json default.json dependentSchemas.json enum.json infinite-loop-detection.json '
        'maxItems.json maxProperties.json minContains.json not.json oneOf.json propertyNames.json'
    ),
    'tests/v1/format': (
        'date-time.json date.json email.json ipv4.json iri.json json-pointer.json time.json '
        'uri-reference.json uri.json uuid.json'
    ),
    'tests/v1/proposals/propertyDependencies': (
        'additionalProperties.json dynamicRef.json propertyDependencies.json'
    ),
}


ETCD_METRICS_KIND = {
    'content/en/docs/v3.1/metrics': (
        'etcd-metrics-v3.1.0.txt etcd-metrics-v3.1.1.txt etcd-metrics-v3.1.10.txt etcd-metrics-v3.1.11.txt '
        'etcd-metrics-v3.1.12.txt etcd-metrics-v3.1.13.txt etcd-metrics-v3.1.14.txt etcd-metrics-v3.1.15.txt '
        'etcd-metrics-v3.1.16.txt etcd-metrics-v3.1.17.txt etcd-metrics-v3.1.18.txt etcd-metrics-v3.1.19.txt '
        'etcd-metrics-v3.1.2.txt etcd-metrics-v3.1.20.txt etcd-metrics-v3.1.3.txt etcd-metrics-v3.1.4.txt '
        'etcd-metrics-v3.1.5.txt etcd-metrics-v3.1.6.txt etcd-metrics-v3.1.7.txt etcd-metrics-v3.1.8.txt '
        'etcd-metrics-v3.1.9.txt'
    ),
    'content/en/docs/v3.2/metrics': (
        'etcd-metrics-v3.2.0.txt etcd-metrics-v3.2.1.txt etcd-metrics-v3.2.10.txt etcd-metrics-v3.2.11.txt '
        'etcd-metrics-v3.2.12.txt etcd-metrics-v3.2.13.txt etcd-metrics-v3.2.14.txt etcd-metrics-v3.2.15.txt '
        'etcd-metrics-v3.2.16.txt etcd-metrics-v3.2.17.txt etcd-metrics-v3.2.18.txt etcd-metrics-v3.2.19.txt '
        'etcd-metrics-v3.2.2.txt etcd-metrics-v3.2.20.txt etcd-metrics-v3.2.21.txt etcd-metrics-v3.2.22.txt '
        'etcd-metrics-v3.2.23.txt etcd-metrics-v3.2.24.txt etcd-metrics-v3.2.25.txt etcd-metrics-v3.2.3.txt '
        'etcd-metrics-v3.2.4.txt etcd-metrics-v3.2.5.txt etcd-metrics-v3.2.6.txt etcd-metrics-v3.2.7.txt '
        'etcd-metrics-v3.2.8.txt etcd-metrics-v3.2.9.txt'
    ),
    'content/en/docs/v3.3/metrics': (
        'etcd-metrics-v3.3.0.txt etcd-metrics-v3.3.1.txt etcd-metrics-v3.3.10.txt etcd-metrics-v3.3.11.txt '
        'etcd-metrics-v3.3.12.txt etcd-metrics-v3.3.13.txt etcd-metrics-v3.3.14.txt etcd-metrics-v3.3.15.txt '
        'etcd-metrics-v3.3.16.txt etcd-metrics-v3.3.17.txt etcd-metrics-v3.3.18.txt etcd-metrics-v3.3.19.txt '
        'etcd-metrics-v3.3.2.txt etcd-metrics-v3.3.20.txt etcd-metrics-v3.3.21.txt etcd-metrics-v3.3.22.txt '
        'etcd-metrics-v3.3.23.txt etcd-metrics-v3.3.24.txt etcd-metrics-v3.3.3.txt etcd-metrics-v3.3.4.txt '
        'etcd-metrics-v3.3.5.txt etcd-metrics-v3.3.6.txt etcd-metrics-v3.3.7.txt etcd-metrics-v3.3.8.txt '
        'etcd-metrics-v3.3.9.txt'
    ),
    'content/en/docs/v3.4/metrics': (
        'etcd-metrics-v3.4.0.txt etcd-metrics-v3.4.1.txt etcd-metrics-v3.4.10.txt etcd-metrics-v3.4.11.txt '
        'etcd-metrics-v3.4.12.txt etcd-metrics-v3.4.13.txt etcd-metrics-v3.4.2.txt etcd-metrics-v3.4.3.txt '
        'etcd-metrics-v3.4.4.txt etcd-metrics-v3.4.5.txt etcd-metrics-v3.4.6.txt etcd-metrics-v3.4.7.txt '
        'etcd-metrics-v3.4.8.txt etcd-metrics-v3.4.9.txt'
    ),
}


ETCD_METRICS_OTHER = {
    '': (
        'content/en/docs/v3.1/learning/data_model.md content/en/docs/v3.1/metrics/_index.md '
        'content/en/docs/v3.1/platforms/_index.md content/en/docs/v3.1/rfc/_index.md '
        'content/en/docs/v3.1/rfc/v3api.md content/en/docs/v3.2/metrics/_index.md '
        'content/en/docs/v3.2/rfc/_index.md content/en/docs/v3.2/rfc/v3api.md '
        'content/en/docs/v3.3/dev-internal/discovery_protocol.md '
        'content/en/docs/v3.3/dev-internal/logging.md content/en/docs/v3.3/metrics/_index.md '
        'content/en/docs/v3.4/dev-internal/discovery_protocol.md content/en/docs/v3.4/metrics/_index.md '
        'content/en/docs/v3.4/rfc/v3api.md content/en/docs/v3.4/triage/issues.md'
    ),
    'content/en/docs/v3.1': (
        '_index.md faq.md production-users.md tuning.md'
    ),
    'content/en/docs/v3.1/benchmarks': (
        '_index.md etcd-2-1-0-alpha-benchmarks.md etcd-2-2-0-rc-benchmarks.md etcd-3-demo-benchmarks.md '
        'etcd-3-watch-memory-benchmark.md etcd-storage-memory-benchmark.md'
    ),
    'content/en/docs/v3.1/dev-guide': (
        '_index.md api_grpc_gateway.md api_reference_v3.md experimental_apis.md grpc_naming.md '
        'interacting_v3.md limit.md local_cluster.md'
    ),
    'content/en/docs/v3.1/dev-internal': (
        '_index.md discovery_protocol.md logging.md'
    ),
    'content/en/docs/v3.1/op-guide': (
        '_index.md clustering.md configuration.md container.md etcd-sample-grafana.png failures.md '
        'gateway.md grafana.json maintenance.md monitoring.md performance.md runtime-configuration.md '
        'runtime-reconf-design.md security.md v2-migration.md'
    ),
    'content/en/docs/v3.1/upgrades': (
        '_index.md upgrade_3_0.md upgrade_3_2.md upgrade_3_3.md upgrade_3_4.md'
    ),
    'content/en/docs/v3.2': (
        'demo.md integrations.md production-users.md tuning.md'
    ),
    'content/en/docs/v3.2/benchmarks': (
        '_index.md etcd-2-1-0-alpha-benchmarks.md etcd-2-2-0-benchmarks.md '
        'etcd-2-2-0-rc-memory-benchmarks.md etcd-3-watch-memory-benchmark.md'
    ),
    'content/en/docs/v3.2/dev-guide': (
        '_index.md api_concurrency_reference_v3.md api_grpc_gateway.md api_reference_v3.md '
        'discovery_protocol.md experimental_apis.md grpc_naming.md interacting_v3.md limit.md '
        'local_cluster.md'
    ),
    'content/en/docs/v3.2/dev-internal': (
        '_index.md discovery_protocol.md logging.md'
    ),
    'content/en/docs/v3.2/learning': (
        'api_guarantees.md auth_design.md data_model.md glossary.md why.md'
    ),
    'content/en/docs/v3.2/op-guide': (
        '_index.md clustering.md configuration.md container.md etcd-sample-grafana.png etcd3_alert.rules '
        'failures.md grpc_proxy.md maintenance.md monitoring.md performance.md recovery.md '
        'runtime-reconf-design.md security.md supported-platform.md versioning.md'
    ),
    'content/en/docs/v3.2/platforms': (
        'aws.md container-linux-systemd.md freebsd.md'
    ),
    'content/en/docs/v3.2/upgrades': (
        '_index.md upgrade_3_0.md upgrade_3_1.md upgrading-etcd.md'
    ),
    'content/en/docs/v3.3': (
        '_index.md install.md production-users.md tuning.md'
    ),
    'content/en/docs/v3.3/benchmarks': (
        '_index.md etcd-2-1-0-alpha-benchmarks.md etcd-2-2-0-benchmarks.md etcd-2-2-0-rc-benchmarks.md '
        'etcd-3-demo-benchmarks.md etcd-storage-memory-benchmark.md'
    ),
    'content/en/docs/v3.3/dev-guide': (
        '_index.md api_concurrency_reference_v3.md api_grpc_gateway.md api_reference_v3.md '
        'experimental_apis.md interacting_v3.md local_cluster.md'
    ),
    'content/en/docs/v3.3/learning': (
        '_index.md api.md client-architecture.md data_model.md glossary.md'
    ),
    'content/en/docs/v3.3/op-guide': (
        '_index.md authentication.md configuration.md container.md etcd3_alert.rules.yml failures.md '
        'gateway.md hardware.md maintenance.md recovery.md runtime-configuration.md security.md '
        'supported-platform.md v2-migration.md'
    ),
    'content/en/docs/v3.3/platforms': (
        '_index.md aws.md container-linux-systemd.md freebsd.md'
    ),
    'content/en/docs/v3.3/upgrades': (
        'upgrade_3_1.md upgrade_3_2.md upgrade_3_3.md upgrade_3_4.md'
    ),
    'content/en/docs/v3.4': (
        '_index.md how-to-migrate.md install.md quickstart.md reporting_bugs.md'
    ),
    'content/en/docs/v3.4/benchmarks': (
        '_index.md etcd-2-1-0-alpha-benchmarks.md etcd-2-2-0-rc-benchmarks.md etcd-3-demo-benchmarks.md '
        'etcd-storage-memory-benchmark.md'
    ),
    'content/en/docs/v3.4/dev-guide': (
        '_index.md api_concurrency_reference_v3.md api_reference_v3.md features.md grpc_naming.md limit.md '
        'local_cluster.md'
    ),
    'content/en/docs/v3.4/learning': (
        '_index.md api.md api_guarantees.md data_model.md design-auth-v3.md design-client.md glossary.md '
        'why.md'
    ),
    'content/en/docs/v3.4/op-guide': (
        '_index.md authentication.md configuration.md container.md data_corruption.md etcd3_alert.rules '
        'etcd3_alert.rules.yml failures.md grafana.json hardware.md maintenance.md monitoring.md '
        'performance.md runtime-reconf-design.md security.md supported-platform.md v2-migration.md'
    ),
    'content/en/docs/v3.4/platforms': (
        '_index.md container-linux-systemd.md freebsd.md'
    ),
    'content/en/docs/v3.4/upgrades': (
        '_index.md upgrade_3_1.md upgrade_3_2.md upgrade_3_4.md upgrading-etcd.md'
    ),
}


ETCD_OPGUIDE_KIND = {
    'content/en/docs/v3.1/op-guide': (
        'clustering.md configuration.md container.md failures.md gateway.md grpc_proxy.md hardware.md '
        'maintenance.md monitoring.md performance.md recovery.md runtime-configuration.md '
        'runtime-reconf-design.md security.md supported-platform.md v2-migration.md versioning.md'
    ),
    'content/en/docs/v3.2/op-guide': (
        'authentication.md clustering.md configuration.md container.md failures.md gateway.md grpc_proxy.md '
        'hardware.md maintenance.md monitoring.md performance.md recovery.md runtime-configuration.md '
        'runtime-reconf-design.md security.md supported-platform.md v2-migration.md versioning.md'
    ),
    'content/en/docs/v3.3/op-guide': (
        'authentication.md clustering.md configuration.md container.md failures.md gateway.md grpc_proxy.md '
        'hardware.md maintenance.md monitoring.md performance.md recovery.md runtime-configuration.md '
        'runtime-reconf-design.md security.md supported-platform.md v2-migration.md versioning.md'
    ),
    'content/en/docs/v3.4/op-guide': (
        'authentication.md clustering.md configuration.md container.md data_corruption.md failures.md '
        'gateway.md grpc_proxy.md hardware.md maintenance.md monitoring.md performance.md recovery.md '
        'runtime-configuration.md runtime-reconf-design.md security.md supported-platform.md v2-migration.md '
        'versioning.md'
    ),
    'content/en/docs/v3.5/op-guide': (
        'clustering.md configuration.md container.md data_corruption.md failures.md gateway.md grpc_proxy.md '
        'hardware.md kubernetes.md maintenance.md monitoring.md performance.md recovery.md '
        'runtime-configuration.md runtime-reconf-design.md security.md supported-platform.md versioning.md'
    ),
    'content/en/docs/v3.6/op-guide': (
        'clustering.md configuration.md container.md data_corruption.md failures.md gateway.md grpc_proxy.md '
        'hardware.md kubernetes.md maintenance.md monitoring.md performance.md recovery.md '
        'runtime-configuration.md runtime-reconf-design.md security.md supported-platform.md versioning.md'
    ),
    'content/en/docs/v3.7/op-guide': (
        'clustering.md configuration.md container.md data_corruption.md failures.md gateway.md grpc_proxy.md '
        'hardware.md kubernetes.md maintenance.md monitoring.md performance.md recovery.md '
        'runtime-configuration.md runtime-reconf-design.md security.md supported-platform.md versioning.md'
    ),
    'content/en/docs/v3.8/op-guide': (
        'clustering.md configuration.md container.md data_corruption.md failures.md gateway.md grpc_proxy.md '
        'hardware.md kubernetes.md maintenance.md monitoring.md performance.md recovery.md '
        'runtime-configuration.md runtime-reconf-design.md security.md supported-platform.md versioning.md'
    ),
}


ETCD_OPGUIDE_OTHER = {
    '': (
        'content/en/docs/v3.1/learning/data_model.md content/en/docs/v3.1/learning/glossary.md '
        'content/en/docs/v3.1/upgrades/upgrade_3_2.md '
        'content/en/docs/v3.2/dev-guide/api_concurrency_reference_v3.md '
        'content/en/docs/v3.2/dev-guide/local_cluster.md content/en/docs/v3.2/dev-internal/_index.md '
        'content/en/docs/v3.2/learning/api.md content/en/docs/v3.2/learning/api_guarantees.md '
        'content/en/docs/v3.2/platforms/aws.md content/en/docs/v3.2/platforms/container-linux-systemd.md '
        'content/en/docs/v3.2/rfc/_index.md content/en/docs/v3.2/rfc/v3api.md '
        'content/en/docs/v3.2/upgrades/upgrade_3_0.md content/en/docs/v3.2/upgrades/upgrade_3_4.md '
        'content/en/docs/v3.3/integrations.md content/en/docs/v3.3/dev-internal/logging.md '
        'content/en/docs/v3.3/rfc/_index.md content/en/docs/v3.3/upgrades/upgrade_3_2.md '
        'content/en/docs/v3.3/upgrades/upgrading-etcd.md content/en/docs/v3.4/demo.md '
        'content/en/docs/v3.4/install.md content/en/docs/v3.4/dev-internal/logging.md '
        'content/en/docs/v3.4/platforms/container-linux-systemd.md content/en/docs/v3.4/platforms/freebsd.md '
        'content/en/docs/v3.4/rfc/v3api.md content/en/docs/v3.4/triage/_index.md '
        'content/en/docs/v3.4/triage/issues.md content/en/docs/v3.4/upgrades/upgrading-etcd.md '
        'content/en/docs/v3.5/quickstart.md content/en/docs/v3.5/dev-guide/api_reference_v3.md '
        'content/en/docs/v3.5/dev-guide/grpc_naming.md '
        'content/en/docs/v3.5/dev-internal/discovery_protocol.md '
        'content/en/docs/v3.5/dev-internal/modules.md content/en/docs/v3.5/downgrades/_index.md '
        'content/en/docs/v3.5/learning/design-client.md content/en/docs/v3.5/metrics/_index.md '
        'content/en/docs/v3.5/metrics/etcd-metrics-latest.txt content/en/docs/v3.5/triage/PRs.md '
        'content/en/docs/v3.5/triage/issues.md content/en/docs/v3.5/upgrades/upgrade_3_3.md '
        'content/en/docs/v3.6/benchmarks/_index.md content/en/docs/v3.6/benchmarks/etcd-3-demo-benchmarks.md '
        'content/en/docs/v3.6/dev-guide/api_concurrency_reference_v3.md '
        'content/en/docs/v3.6/dev-guide/grpc_naming.md content/en/docs/v3.6/dev-internal/logging.md '
        'content/en/docs/v3.6/dev-internal/modules.md content/en/docs/v3.6/metrics/etcd-metrics-latest.txt '
        'content/en/docs/v3.6/triage/_index.md content/en/docs/v3.6/triage/issues.md '
        'content/en/docs/v3.7/dev-guide/golang_embed_pkg.md content/en/docs/v3.7/dev-guide/local_cluster.md '
        'content/en/docs/v3.7/dev-internal/logging.md content/en/docs/v3.7/dev-internal/modules.md '
        'content/en/docs/v3.7/tasks/_index.md content/en/docs/v3.7/triage/issues.md '
        'content/en/docs/v3.8/demo.md content/en/docs/v3.8/install.md '
        'content/en/docs/v3.8/benchmarks/etcd-2-2-0-rc-memory-benchmarks.md '
        'content/en/docs/v3.8/benchmarks/etcd-3-watch-memory-benchmark.md '
        'content/en/docs/v3.8/dev-internal/modules.md content/en/docs/v3.8/downgrades/_index.md '
        'content/en/docs/v3.8/tasks/_index.md content/en/docs/v3.8/triage/_index.md'
    ),
    'content/en/docs/v3.1/benchmarks': (
        'etcd-2-1-0-alpha-benchmarks.md etcd-2-2-0-rc-memory-benchmarks.md etcd-3-demo-benchmarks.md '
        'etcd-3-watch-memory-benchmark.md'
    ),
    'content/en/docs/v3.1/dev-guide': (
        'api_grpc_gateway.md grpc_naming.md limit.md'
    ),
    'content/en/docs/v3.1/metrics': (
        '_index.md etcd-metrics-v3.1.1.txt etcd-metrics-v3.1.16.txt etcd-metrics-v3.1.18.txt '
        'etcd-metrics-v3.1.2.txt etcd-metrics-v3.1.3.txt etcd-metrics-v3.1.5.txt'
    ),
    'content/en/docs/v3.1/op-guide': (
        '_index.md etcd-sample-grafana.png grafana.json'
    ),
    'content/en/docs/v3.2': (
        '_index.md demo.md tuning.md'
    ),
    'content/en/docs/v3.2/benchmarks': (
        '_index.md etcd-2-1-0-alpha-benchmarks.md etcd-2-2-0-rc-benchmarks.md etcd-3-demo-benchmarks.md '
        'etcd-3-watch-memory-benchmark.md'
    ),
    'content/en/docs/v3.2/metrics': (
        'etcd-metrics-v3.2.1.txt etcd-metrics-v3.2.13.txt etcd-metrics-v3.2.17.txt etcd-metrics-v3.2.20.txt '
        'etcd-metrics-v3.2.22.txt etcd-metrics-v3.2.24.txt etcd-metrics-v3.2.25.txt etcd-metrics-v3.2.8.txt '
        'etcd-metrics-v3.2.9.txt'
    ),
    'content/en/docs/v3.2/op-guide': (
        '_index.md etcd-sample-grafana.png etcd3_alert.rules grafana.json'
    ),
    'content/en/docs/v3.3/benchmarks': (
        'etcd-2-1-0-alpha-benchmarks.md etcd-2-2-0-benchmarks.md etcd-3-watch-memory-benchmark.md '
        'etcd-storage-memory-benchmark.md'
    ),
    'content/en/docs/v3.3/dev-guide': (
        'api_grpc_gateway.md api_reference_v3.md discovery_protocol.md interacting_v3.md limit.md '
        'local_cluster.md'
    ),
    'content/en/docs/v3.3/learning': (
        '_index.md client-architecture.md client-feature-matrix.md data_model.md glossary.md'
    ),
    'content/en/docs/v3.3/metrics': (
        'etcd-metrics-v3.3.15.txt etcd-metrics-v3.3.16.txt etcd-metrics-v3.3.2.txt etcd-metrics-v3.3.21.txt '
        'etcd-metrics-v3.3.24.txt etcd-metrics-v3.3.5.txt etcd-metrics-v3.3.7.txt etcd-metrics-v3.3.8.txt '
        'etcd-metrics-v3.3.9.txt'
    ),
    'content/en/docs/v3.3/op-guide': (
        '_index.md etcd-sample-grafana.png etcd3_alert.rules etcd3_alert.rules.yml grafana.json'
    ),
    'content/en/docs/v3.3/platforms': (
        '_index.md aws.md freebsd.md'
    ),
    'content/en/docs/v3.4/benchmarks': (
        'etcd-2-2-0-benchmarks.md etcd-2-2-0-rc-benchmarks.md etcd-2-2-0-rc-memory-benchmarks.md'
    ),
    'content/en/docs/v3.4/dev-guide': (
        '_index.md api_concurrency_reference_v3.md interacting_v3.md'
    ),
    'content/en/docs/v3.4/learning': (
        '_index.md api.md design-client.md why.md'
    ),
    'content/en/docs/v3.4/metrics': (
        '_index.md etcd-metrics-v3.4.11.txt etcd-metrics-v3.4.13.txt etcd-metrics-v3.4.9.txt'
    ),
    'content/en/docs/v3.4/op-guide': (
        '_index.md etcd-sample-grafana.png etcd3_alert.rules etcd3_alert.rules.yml grafana.json'
    ),
    'content/en/docs/v3.5/benchmarks': (
        'etcd-2-1-0-alpha-benchmarks.md etcd-3-demo-benchmarks.md etcd-3-watch-memory-benchmark.md '
        'etcd-storage-memory-benchmark.md'
    ),
    'content/en/docs/v3.5/op-guide': (
        '_index.md etcd-sample-grafana.png etcd3_alert.rules.yml grafana.json'
    ),
    'content/en/docs/v3.5/tutorials': (
        'how-to-create-locks.md how-to-get-key-by-prefix.md how-to-transactional-write.md '
        'how-to-watch-keys.md'
    ),
    'content/en/docs/v3.6': (
        'integrations.md quickstart.md tuning.md'
    ),
    'content/en/docs/v3.6/learning': (
        'api.md api_guarantees.md design-learner.md'
    ),
    'content/en/docs/v3.6/op-guide': (
        '_index.md etcd-sample-grafana.png grafana.json'
    ),
    'content/en/docs/v3.6/upgrades': (
        '_index.md upgrade_3_4.md upgrade_3_5.md'
    ),
    'content/en/docs/v3.7/benchmarks': (
        '_index.md etcd-2-2-0-rc-benchmarks.md etcd-3-watch-memory-benchmark.md '
        'etcd-storage-memory-benchmark.md'
    ),
    'content/en/docs/v3.7/learning': (
        '_index.md data_model.md design-auth-v3.md'
    ),
    'content/en/docs/v3.7/op-guide': (
        '_index.md etcd-sample-grafana.png grafana.json'
    ),
    'content/en/docs/v3.7/upgrades': (
        'upgrade_3_2.md upgrade_3_3.md upgrade_3_7.md'
    ),
    'content/en/docs/v3.8/dev-guide': (
        'api_concurrency_reference_v3.md api_reference_v3.md golang_embed_pkg.md interacting_v3.md'
    ),
    'content/en/docs/v3.8/learning': (
        '_index.md api_guarantees.md design-learner.md persistent-storage-files.md'
    ),
    'content/en/docs/v3.8/op-guide': (
        '_index.md etcd-sample-grafana.png grafana.json'
    ),
}


ETCD_IMAGES_KIND = {
    'content/en/docs/v3.4/learning/img': (
        'client-balancer-figure-01.png client-balancer-figure-02.png client-balancer-figure-03.png '
        'client-balancer-figure-04.png client-balancer-figure-05.png client-balancer-figure-06.png '
        'client-balancer-figure-07.png client-balancer-figure-08.png client-balancer-figure-09.png '
        'data-model-figure-01.png etcd.png server-learner-figure-01.png server-learner-figure-02.png '
        'server-learner-figure-03.png server-learner-figure-04.png server-learner-figure-05.png '
        'server-learner-figure-06.png server-learner-figure-07.png server-learner-figure-08.png '
        'server-learner-figure-09.png server-learner-figure-10.png server-learner-figure-11.png '
        'server-learner-figure-12.png server-learner-figure-13.png'
    ),
    'content/en/docs/v3.5/learning/img': (
        'client-balancer-figure-01.png client-balancer-figure-02.png client-balancer-figure-03.png '
        'client-balancer-figure-04.png client-balancer-figure-05.png client-balancer-figure-06.png '
        'client-balancer-figure-07.png client-balancer-figure-08.png client-balancer-figure-09.png '
        'data-model-figure-01.png etcd.png server-learner-figure-01.png server-learner-figure-02.png '
        'server-learner-figure-03.png server-learner-figure-04.png server-learner-figure-05.png '
        'server-learner-figure-06.png server-learner-figure-07.png server-learner-figure-08.png '
        'server-learner-figure-09.png server-learner-figure-10.png server-learner-figure-11.png '
        'server-learner-figure-12.png server-learner-figure-13.png'
    ),
    'content/en/docs/v3.6/learning/img': (
        'client-balancer-figure-01.png client-balancer-figure-02.png client-balancer-figure-03.png '
        'client-balancer-figure-04.png client-balancer-figure-05.png client-balancer-figure-06.png '
        'client-balancer-figure-07.png client-balancer-figure-08.png client-balancer-figure-09.png '
        'data-model-figure-01.png etcd.png server-learner-figure-01.png server-learner-figure-02.png '
        'server-learner-figure-03.png server-learner-figure-04.png server-learner-figure-05.png '
        'server-learner-figure-06.png server-learner-figure-07.png server-learner-figure-08.png '
        'server-learner-figure-09.png server-learner-figure-10.png server-learner-figure-11.png '
        'server-learner-figure-12.png server-learner-figure-13.png'
    ),
    'content/en/docs/v3.7/learning/img': (
        'client-balancer-figure-01.png client-balancer-figure-02.png client-balancer-figure-03.png '
        'client-balancer-figure-04.png client-balancer-figure-05.png client-balancer-figure-06.png '
        'client-balancer-figure-07.png client-balancer-figure-08.png client-balancer-figure-09.png '
        'data-model-figure-01.png etcd.png server-learner-figure-01.png server-learner-figure-02.png '
        'server-learner-figure-03.png server-learner-figure-04.png server-learner-figure-05.png '
        'server-learner-figure-06.png server-learner-figure-07.png server-learner-figure-08.png '
        'server-learner-figure-09.png server-learner-figure-10.png server-learner-figure-11.png '
        'server-learner-figure-12.png server-learner-figure-13.png'
    ),
    'content/en/docs/v3.8/learning/img': (
        'client-balancer-figure-01.png client-balancer-figure-02.png client-balancer-figure-03.png '
        'client-balancer-figure-04.png client-balancer-figure-05.png client-balancer-figure-06.png '
        'client-balancer-figure-07.png client-balancer-figure-08.png client-balancer-figure-09.png '
        'data-model-figure-01.png etcd.png server-learner-figure-01.png server-learner-figure-02.png '
        'server-learner-figure-03.png server-learner-figure-04.png server-learner-figure-05.png '
        'server-learner-figure-06.png server-learner-figure-07.png server-learner-figure-08.png '
        'server-learner-figure-09.png server-learner-figure-10.png server-learner-figure-11.png '
        'server-learner-figure-12.png server-learner-figure-13.png'
    ),
}


ETCD_IMAGES_OTHER = {
    '': (
        'content/en/blog/2021/announcing-etcd-3.5/figure-8.png '
        'content/en/blog/2025/upgrade_from_3.5_to_3.6_issue_followup.md '
        'content/en/blog/2026/july-23-patch-release.md content/en/docs/v3.1/benchmarks/_index.md '
        'content/en/docs/v3.1/benchmarks/etcd-3-watch-memory-benchmark.md '
        'content/en/docs/v3.1/dev-guide/apispec/swagger/rpc.swagger.json '
        'content/en/docs/v3.1/metrics/etcd-metrics-v3.1.0.txt '
        'content/en/docs/v3.1/metrics/etcd-metrics-v3.1.5.txt content/en/docs/v3.1/upgrades/upgrade_3_4.md '
        'content/en/docs/v3.2/benchmarks/_index.md content/en/docs/v3.2/dev-guide/discovery_protocol.md '
        'content/en/docs/v3.2/dev-guide/apispec/swagger/rpc.swagger.json '
        'content/en/docs/v3.2/learning/api_guarantees.md content/en/docs/v3.2/platforms/_index.md '
        'content/en/docs/v3.2/upgrades/_index.md content/en/docs/v3.2/upgrades/upgrade_3_1.md '
        'content/en/docs/v3.3/_index.md content/en/docs/v3.3/benchmarks/etcd-storage-memory-benchmark.md '
        'content/en/docs/v3.3/dev-guide/experimental_apis.md content/en/docs/v3.3/op-guide/grpc_proxy.md '
        'content/en/docs/v3.3/op-guide/maintenance.md content/en/docs/v3.3/upgrades/upgrade_3_3.md '
        'content/en/docs/v3.4/benchmarks/_index.md content/en/docs/v3.4/benchmarks/etcd-3-demo-benchmarks.md '
        'content/en/docs/v3.4/dev-guide/grpc_naming.md content/en/docs/v3.4/metrics/etcd-metrics-v3.4.1.txt '
        'content/en/docs/v3.4/op-guide/_index.md '
        'content/en/docs/v3.5/benchmarks/etcd-2-1-0-alpha-benchmarks.md '
        'content/en/docs/v3.5/dev-guide/_index.md content/en/docs/v3.5/dev-internal/logging.md '
        'content/en/docs/v3.5/downgrades/_index.md '
        'content/en/docs/v3.5/op-guide/authentication/authentication.md '
        'content/en/docs/v3.5/triage/_index.md content/en/docs/v3.5/tutorials/how-to-create-locks.md '
        'content/en/docs/v3.5/tutorials/how-to-save-database.md content/en/docs/v3.5/upgrades/upgrade_3_1.md '
        'content/en/docs/v3.6/dev-guide/api_concurrency_reference_v3.md '
        'content/en/docs/v3.6/dev-guide/limit.md content/en/docs/v3.6/tasks/developer/how-to-create-locks.md '
        'content/en/docs/v3.6/triage/_index.md content/en/docs/v3.6/upgrades/upgrade_3_5.md '
        'content/en/docs/v3.7/benchmarks/etcd-3-demo-benchmarks.md '
        'content/en/docs/v3.7/dev-internal/logging.md content/en/docs/v3.7/downgrades/downgrade_3_6.md '
        'content/en/docs/v3.7/op-guide/authentication/rbac.md content/en/docs/v3.7/tasks/developer/_index.md '
        'content/en/docs/v3.7/tasks/developer/how-to-transactional-write.md '
        'content/en/docs/v3.7/triage/_index.md content/en/docs/v3.7/triage/issues.md '
        'content/en/docs/v3.7/upgrades/upgrade_3_3.md '
        'content/en/docs/v3.8/benchmarks/etcd-2-2-0-benchmarks.md content/en/docs/v3.8/dev-guide/limit.md '
        'content/en/docs/v3.8/dev-guide/apispec/swagger/v3election.swagger.json '
        'content/en/docs/v3.8/dev-guide/apispec/swagger/v3lock.swagger.json '
        'content/en/docs/v3.8/dev-internal/modules.md content/en/docs/v3.8/downgrades/downgrade_3_6.md '
        'content/en/docs/v3.8/feature-gates/index.md '
        'content/en/docs/v3.8/tasks/developer/how-to-watch-keys.md '
        'content/en/docs/v3.8/tasks/operator/how-to-deal-with-membership.md '
        'content/en/docs/v3.8/upgrades/_index.md content/en/docs/v3.8/upgrades/upgrade_3_0.md'
    ),
    'content/en/docs/v2.3': (
        'configuration.md internal-protocol-versioning.md metrics.md proxy.md'
    ),
    'content/en/docs/v3.1': (
        '_index.md demo.md production-users.md'
    ),
    'content/en/docs/v3.1/op-guide': (
        '_index.md grafana.json runtime-reconf-design.md supported-platform.md v2-migration.md'
    ),
    'content/en/docs/v3.2': (
        '_index.md faq.md production-users.md'
    ),
    'content/en/docs/v3.2/metrics': (
        'etcd-metrics-v3.2.11.txt etcd-metrics-v3.2.18.txt etcd-metrics-v3.2.22.txt etcd-metrics-v3.2.7.txt'
    ),
    'content/en/docs/v3.2/op-guide': (
        'authentication.md performance.md runtime-reconf-design.md v2-migration.md'
    ),
    'content/en/docs/v3.3/metrics': (
        'etcd-metrics-v3.3.0.txt etcd-metrics-v3.3.1.txt etcd-metrics-v3.3.10.txt etcd-metrics-v3.3.15.txt '
        'etcd-metrics-v3.3.17.txt etcd-metrics-v3.3.2.txt etcd-metrics-v3.3.6.txt etcd-metrics-v3.3.7.txt '
        'etcd-metrics-v3.3.8.txt'
    ),
    'content/en/docs/v3.4': (
        '_index.md demo.md faq.md how-to-migrate.md install.md integrations.md quickstart.md '
        'reporting_bugs.md tuning.md'
    ),
    'content/en/docs/v3.4/learning': (
        '_index.md api.md api_guarantees.md data_model.md design-auth-v3.md design-client.md '
        'design-learner.md glossary.md why.md'
    ),
    'content/en/docs/v3.4/upgrades': (
        '_index.md upgrade_3_3.md upgrade_3_5.md'
    ),
    'content/en/docs/v3.5': (
        '_index.md demo.md faq.md install.md integrations.md quickstart.md reporting_bugs.md tuning.md'
    ),
    'content/en/docs/v3.5/learning': (
        '_index.md api.md api_guarantees.md data_model.md design-auth-v3.md design-client.md '
        'design-learner.md glossary.md persistent-storage-files.md why.md'
    ),
    'content/en/docs/v3.5/op-guide': (
        'container.md maintenance.md performance.md runtime-reconf-design.md'
    ),
    'content/en/docs/v3.6': (
        '_index.md demo.md faq.md install.md integrations.md quickstart.md reporting_bugs.md tuning.md'
    ),
    'content/en/docs/v3.6/learning': (
        '_index.md api.md api_guarantees.md data_model.md design-auth-v3.md design-client.md '
        'design-learner.md glossary.md persistent-storage-files.md why.md'
    ),
    'content/en/docs/v3.6/op-guide': (
        'container.md runtime-configuration.md security.md'
    ),
    'content/en/docs/v3.7': (
        '_index.md demo.md faq.md install.md integrations.md quickstart.md reporting_bugs.md tuning.md'
    ),
    'content/en/docs/v3.7/learning': (
        '_index.md api.md api_guarantees.md data_model.md design-auth-v3.md design-client.md '
        'design-learner.md glossary.md persistent-storage-files.md why.md'
    ),
    'content/en/docs/v3.7/op-guide': (
        'etcd-sample-grafana.png grpc_proxy.md runtime-reconf-design.md'
    ),
    'content/en/docs/v3.8': (
        '_index.md demo.md faq.md install.md integrations.md quickstart.md reporting_bugs.md tuning.md'
    ),
    'content/en/docs/v3.8/learning': (
        '_index.md api.md api_guarantees.md data_model.md design-auth-v3.md design-client.md '
        'design-learner.md glossary.md persistent-storage-files.md why.md'
    ),
    'content/en/docs/v3.8/op-guide': (
        'data_corruption.md gateway.md grafana.json grpc_proxy.md'
    ),
}


LINKERD_TASKS_KIND = {
    'linkerd.io/content/2-edge/tasks': (
        'automatically-rotating-webhook-tls-credentials.md circuit-breakers.md '
        'configuring-dynamic-request-routing.md configuring-per-route-policy.md '
        'configuring-proxy-concurrency.md customize-install.md debugging-502s.md distributed-tracing.md '
        'exporting-metrics.md extensions.md flagger.md gateway-api-ownership-migration.md '
        'generate-certificates.md gitops.md grafana.md install-helm.md jaeger-extension-migration.md '
        'managing-egress-traffic.md manually-rotating-control-plane-tls-credentials.md multicluster.md '
        'rate-limit-aware-load-balancing.md replacing_expired_certificates.md restricting-access.md '
        'rotating_webhooks_certificates.md setting-up-service-profiles.md upgrading-multicluster.md '
        'using-debug-endpoints.md using-psp.md using-the-debug-container.md validating-your-traffic.md'
    ),
    'linkerd.io/content/2.10/tasks': (
        'adding-your-service.md configuring-retries.md debugging-502s.md debugging-your-service.md '
        'distributed-tracing.md exposing-dashboard.md extensions.md fault-injection.md '
        'getting-per-route-metrics.md graceful-shutdown.md install-helm.md install.md '
        'manually-rotating-control-plane-tls-credentials.md replacing_expired_certificates.md '
        'rotating_webhooks_certificates.md securing-your-cluster.md setting-up-service-profiles.md '
        'uninstall.md upgrade-multicluster.md upgrade.md upgrading-2.10-ports-and-protocols.md '
        'using-a-private-docker-repository.md using-custom-domain.md using-ingress.md using-psp.md'
    ),
    'linkerd.io/content/2.11/tasks': (
        'configuring-proxy-concurrency.md customize-install.md debugging-502s.md distributed-tracing.md '
        'exporting-metrics.md extensions.md external-prometheus.md fault-injection.md '
        'generate-certificates.md getting-per-route-metrics.md gitops.md install.md '
        'installing-multicluster.md linkerd-smi.md manually-rotating-control-plane-tls-credentials.md '
        'replacing_expired_certificates.md restricting-access.md rotating_webhooks_certificates.md '
        'setting-up-service-profiles.md troubleshooting.md uninstall.md upgrade-multicluster.md '
        'using-a-private-docker-repository.md using-debug-endpoints.md using-ingress.md '
        'using-the-debug-container.md validating-your-traffic.md'
    ),
    'linkerd.io/content/2.12/tasks': (
        'automatically-rotating-webhook-tls-credentials.md books.md canary-release.md '
        'configuring-per-route-policy.md configuring-proxy-concurrency.md configuring-timeouts.md '
        'customize-install.md debugging-your-service.md exporting-metrics.md exposing-dashboard.md '
        'extensions.md fault-injection.md generate-certificates.md getting-per-route-metrics.md gitops.md '
        'graceful-shutdown.md install-helm.md multicluster-using-statefulsets.md multicluster.md '
        'replacing_expired_certificates.md rotating_webhooks_certificates.md troubleshooting.md '
        'uninstall-multicluster.md upgrade.md using-a-private-docker-repository.md using-debug-endpoints.md '
        'using-the-debug-container.md'
    ),
    'linkerd.io/content/2.13/tasks': (
        'automatic-failover.md automatically-rotating-control-plane-tls-credentials.md '
        'automatically-rotating-webhook-tls-credentials.md books.md configuring-retries.md '
        'configuring-timeouts.md customize-install.md distributed-tracing.md extensions.md '
        'generate-certificates.md getting-per-route-metrics.md gitops.md graceful-shutdown.md '
        'install-helm.md install.md installing-multicluster.md linkerd-smi.md '
        'manually-rotating-control-plane-tls-credentials.md modifying-proxy-log-level.md '
        'multicluster-using-statefulsets.md replacing_expired_certificates.md restricting-access.md '
        'troubleshooting.md uninstall-multicluster.md uninstall.md using-custom-domain.md using-ingress.md '
        'using-the-debug-container.md validating-your-traffic.md'
    ),
    'linkerd.io/content/2.14/tasks': (
        'automatically-rotating-control-plane-tls-credentials.md configuring-dynamic-request-routing.md '
        'configuring-proxy-concurrency.md customize-install.md debugging-502s.md debugging-your-service.md '
        'distributed-tracing.md enabling-topology-aware-routing.md extensions.md external-prometheus.md '
        'generate-certificates.md gitops.md graceful-shutdown.md install-helm.md installing-multicluster.md '
        'modifying-proxy-log-level.md pod-to-pod-multicluster.md restricting-access.md '
        'rotating_webhooks_certificates.md securing-linkerd-tap.md traffic-shifting.md troubleshooting.md '
        'uninstall-multicluster.md uninstall.md using-a-private-docker-repository.md using-custom-domain.md '
        'using-debug-endpoints.md validating-your-traffic.md'
    ),
    'linkerd.io/content/2.15/tasks': (
        'adding-your-service.md automatic-failover.md '
        'automatically-rotating-control-plane-tls-credentials.md books.md circuit-breakers.md '
        'configuring-dynamic-request-routing.md configuring-retries.md configuring-timeouts.md '
        'customize-install.md debugging-502s.md enabling-topology-aware-routing.md extensions.md '
        'fault-injection.md generate-certificates.md getting-per-route-metrics.md gitops.md grafana.md '
        'installing-multicluster.md rotating_webhooks_certificates.md securing-linkerd-tap.md '
        'troubleshooting.md uninstall-multicluster.md uninstall.md using-custom-domain.md '
        'using-debug-endpoints.md using-the-debug-container.md validating-your-traffic.md'
    ),
    'linkerd.io/content/2.16/tasks': (
        'adding-non-kubernetes-workloads.md automatically-rotating-control-plane-tls-credentials.md '
        'automatically-rotating-webhook-tls-credentials.md configuring-proxy-concurrency.md '
        'customize-install.md debugging-502s.md enabling-topology-aware-routing.md extensions.md '
        'fault-injection.md flagger.md generate-certificates.md install-helm.md linkerd-smi.md '
        'manually-rotating-control-plane-tls-credentials.md modifying-proxy-log-level.md '
        'multicluster-using-statefulsets.md multicluster.md restricting-access.md '
        'rotating_webhooks_certificates.md securing-linkerd-tap.md traffic-shifting.md troubleshooting.md '
        'uninstall-multicluster.md using-custom-domain.md using-debug-endpoints.md using-psp.md '
        'using-the-debug-container.md'
    ),
    'linkerd.io/content/2.17/tasks': (
        'adding-non-kubernetes-workloads.md automatic-failover.md '
        'automatically-rotating-webhook-tls-credentials.md configuring-rate-limiting.md customize-install.md '
        'debugging-your-service.md distributed-tracing.md exporting-metrics.md exposing-dashboard.md '
        'extensions.md federated-services.md generate-certificates.md modifying-proxy-log-level.md '
        'multicluster-using-statefulsets.md multicluster.md pod-to-pod-multicluster.md '
        'rotating_webhooks_certificates.md setting-up-service-profiles.md traffic-shifting.md upgrade.md '
        'using-debug-endpoints.md using-ingress.md using-psp.md using-the-debug-container.md'
    ),
    'linkerd.io/content/2.18/tasks': (
        'adding-non-kubernetes-workloads.md adding-your-service.md '
        'automatically-rotating-control-plane-tls-credentials.md configuring-rate-limiting.md '
        'debugging-502s.md distributed-tracing.md enabling-topology-aware-routing.md exposing-dashboard.md '
        'fault-injection.md federated-services.md flagger.md gitops.md graceful-shutdown.md install.md '
        'installing-multicluster.md managing-egress-traffic.md modifying-proxy-log-level.md '
        'multicluster-using-statefulsets.md pod-to-pod-multicluster.md restricting-access.md '
        'rotating_webhooks_certificates.md securing-linkerd-tap.md troubleshooting.md '
        'uninstall-multicluster.md uninstall.md upgrade.md using-debug-endpoints.md using-ingress.md '
        'using-psp.md validating-your-traffic.md'
    ),
    'linkerd.io/content/2.19/tasks': (
        'adding-non-kubernetes-workloads.md adding-your-service.md '
        'automatically-rotating-control-plane-tls-credentials.md books.md '
        'configuring-dynamic-request-routing.md configuring-per-route-policy.md '
        'configuring-proxy-concurrency.md debugging-502s.md enabling-topology-aware-routing.md '
        'external-prometheus.md fault-injection.md gateway-api-ownership-migration.md graceful-shutdown.md '
        'install-helm.md linkerd-smi.md manually-rotating-control-plane-tls-credentials.md '
        'multicluster-using-statefulsets.md multicluster.md restricting-access.md '
        'rotating_webhooks_certificates.md setting-up-service-profiles.md traffic-shifting.md uninstall.md '
        'upgrade.md upgrading-multicluster.md using-the-debug-container.md'
    ),
}


LINKERD_TASKS_OTHER = {
    '': (
        'linkerd.io/content/2-edge/_index.md linkerd.io/content/2-edge/checks/index.md '
        'linkerd.io/content/2-edge/common-errors/_index.md '
        'linkerd.io/content/2-edge/common-errors/http-503-504.md '
        'linkerd.io/content/2-edge/overview/_index.md linkerd.io/content/2-edge/tasks/_index.md '
        'linkerd.io/content/2.10/tasks/_index.md linkerd.io/content/2.11/checks/index.md '
        'linkerd.io/content/2.11/overview/_index.md linkerd.io/content/2.11/tasks/_index.md '
        'linkerd.io/content/2.12/_index.md linkerd.io/content/2.12/tasks/_index.md '
        'linkerd.io/content/2.13/getting-started/_index.md linkerd.io/content/2.13/tasks/_index.md '
        'linkerd.io/content/2.14/checks/index.md '
        'linkerd.io/content/2.14/reference/helm-chart-version-matrix.md '
        'linkerd.io/content/2.14/reference/service-profiles.md linkerd.io/content/2.14/tasks/_index.md '
        'linkerd.io/content/2.15/_index.md linkerd.io/content/2.15/common-errors/failfast.md '
        'linkerd.io/content/2.15/common-errors/http-502.md linkerd.io/content/2.15/overview/_index.md '
        'linkerd.io/content/2.15/tasks/_index.md linkerd.io/content/2.16/_index.md '
        'linkerd.io/content/2.16/getting-started/_index.md linkerd.io/content/2.16/tasks/_index.md '
        'linkerd.io/content/2.17/_index.md linkerd.io/content/2.17/checks/index.md '
        'linkerd.io/content/2.17/getting-started/_index.md linkerd.io/content/2.17/tasks/_index.md '
        'linkerd.io/content/2.18/_index.md linkerd.io/content/2.18/overview/_index.md '
        'linkerd.io/content/2.18/tasks/_index.md linkerd.io/content/2.19/_index.md '
        'linkerd.io/content/2.19/common-errors/failfast.md linkerd.io/content/2.19/tasks/_index.md'
    ),
    'linkerd.io/content/2-edge/features': (
        '_index.md gateway-api.md multicluster.md server-policy.md'
    ),
    'linkerd.io/content/2-edge/reference': (
        '_index.md httproute.md iptables.md k8s-versions.md load-balancing.md retries.md service-profiles.md '
        'timeouts.md'
    ),
    'linkerd.io/content/2.10/features': (
        'automatic-mtls.md cni.md dashboard.md ingress.md load-balancing.md multicluster.md '
        'proxy-injection.md retries-and-timeouts.md telemetry.md'
    ),
    'linkerd.io/content/2.10/reference': (
        '_index.md architecture.md extension-list.md proxy-log-level.md service-profiles.md'
    ),
    'linkerd.io/content/2.11/features': (
        'dashboard.md distributed-tracing.md ha.md load-balancing.md multicluster.md protocol-detection.md '
        'server-policy.md'
    ),
    'linkerd.io/content/2.11/reference': (
        'extension-list.md helm-chart-version-matrix.md iptables.md proxy-configuration.md '
        'service-profiles.md'
    ),
    'linkerd.io/content/2.12/features': (
        '_index.md access-logging.md distributed-tracing.md ha.md nft.md server-policy.md '
        'service-profiles.md telemetry.md topology-aware-routing.md traffic-split.md'
    ),
    'linkerd.io/content/2.12/reference': (
        '_index.md cluster-configuration.md extension-list.md iptables.md proxy-metrics.md'
    ),
    'linkerd.io/content/2.13/features': (
        '_index.md dashboard.md proxy-injection.md service-profiles.md traffic-split.md'
    ),
    'linkerd.io/content/2.13/reference': (
        'architecture.md cluster-configuration.md proxy-log-level.md'
    ),
    'linkerd.io/content/2.14/features': (
        '_index.md ha.md ingress.md load-balancing.md nft.md proxy-injection.md request-routing.md '
        'topology-aware-routing.md traffic-split.md'
    ),
    'linkerd.io/content/2.15/features': (
        '_index.md access-logging.md ha.md ingress.md load-balancing.md nft.md server-policy.md '
        'service-profiles.md telemetry.md traffic-split.md'
    ),
    'linkerd.io/content/2.15/reference': (
        'architecture.md authorization-policy.md circuit-breaking.md proxy-log-level.md proxy-metrics.md'
    ),
    'linkerd.io/content/2.16/common-errors': (
        'failfast.md http-503-504.md protocol-detection.md'
    ),
    'linkerd.io/content/2.16/features': (
        'access-logging.md load-balancing.md multicluster.md nft.md proxy-injection.md request-routing.md '
        'service-profiles.md telemetry.md topology-aware-routing.md'
    ),
    'linkerd.io/content/2.16/reference': (
        'cluster-configuration.md grpcroute.md iptables.md k8s-versions.md proxy-log-level.md retries.md '
        'service-profiles.md timeouts.md'
    ),
    'linkerd.io/content/2.17/common-errors': (
        'failfast.md http-502.md http-503-504.md'
    ),
    'linkerd.io/content/2.17/features': (
        'fault-injection.md proxy-injection.md retries-and-timeouts.md server-policy.md service-profiles.md '
        'traffic-split.md'
    ),
    'linkerd.io/content/2.17/reference': (
        '_index.md architecture.md authorization-policy.md egress-network.md extension-list.md '
        'external-workload.md grpcroute.md proxy-metrics.md rate-limiting.md timeouts.md'
    ),
    'linkerd.io/content/2.18/common-errors': (
        '_index.md http-503-504.md network-policy.md'
    ),
    'linkerd.io/content/2.18/features': (
        'access-logging.md egress.md load-balancing.md protocol-detection.md request-routing.md '
        'service-profiles.md traffic-split.md'
    ),
    'linkerd.io/content/2.18/reference': (
        '_index.md authorization-policy.md cluster-configuration.md external-workload.md grpcroute.md '
        'httproute.md proxy-log-level.md timeouts.md'
    ),
    'linkerd.io/content/2.19/features': (
        'access-logging.md dashboard.md egress.md fault-injection.md gateway-api.md ingress.md '
        'load-balancing.md non-kubernetes-workloads.md protocol-detection.md proxy-injection.md '
        'retries-and-timeouts.md server-policy.md telemetry.md topology-aware-routing.md traffic-split.md'
    ),
    'linkerd.io/content/2.19/reference': (
        '_index.md circuit-breaking.md cluster-configuration.md egress-network.md extension-list.md '
        'proxy-metrics.md service-profiles.md'
    ),
}


LINKERD_BLOG_KIND = {
    '': (
        'linkerd.io/content/blog/2016/0316-beyond-round-robin-load-balancing-for-latency/index.md '
        'linkerd.io/content/blog/2016/1210-slow-cooker-load-testing-for-tough-software/index.md '
        'linkerd.io/content/blog/2017/0124-linkerd-joins-the-cloud-native-computing-foundation/index.md '
        'linkerd.io/content/blog/2018/0918-announcing-linkerd-2-0/index.md '
        'linkerd.io/content/blog/2018/0921-tgikubernetesepisode051/index.md '
        'linkerd.io/content/blog/2018/1019-the-linkerd-enthusiasts-guide-to-kubecon-na-2018-2/index.md '
        'linkerd.io/content/blog/2018/1023-a-linkerd-2-0-deep-dive-unboxing-debugging-and-monitoring-kubernetes-services-on-azure/index.md '
        'linkerd.io/content/blog/2018/1102-debugging-node-js-on-kubernetes-with-linkerd/index.md '
        'linkerd.io/content/blog/2018/1105-debugging-and-monitoring-your-kubernetes-services-with-linkerd-2-0/index.md '
        'linkerd.io/content/blog/2018/1113-debugging-node-services-in-kubernetes-with-linkerd-2-0/index.md '
        'linkerd.io/content/blog/2018/1114-grpc-load-balancing-on-kubernetes-without-tears/index.md '
        'linkerd.io/content/blog/2018/1206-announcing-linkerd-2-1/index.md '
        'linkerd.io/content/blog/2018/1208-service-profiles-for-per-route-metrics/index.md '
        'linkerd.io/content/blog/2019/0202-debugging-ruby-services-in-kubernetes-with-linkerd/index.md '
        'linkerd.io/content/blog/2019/0212-announcing-linkerd-2-2/index.md '
        'linkerd.io/content/blog/2019/0222-how-we-designed-retries-in-linkerd-2-2/index.md '
        'linkerd.io/content/blog/2019/0329-icymi-march-2019-san-francisco-linkerd-meetup/index.md '
        'linkerd.io/content/blog/2019/0410-browser-testing-from-scratch-building-quick-and-easy-integration-tests-with-webdriverio-and-saucelabs/index.md '
        'linkerd.io/content/blog/2019/0416-announcing-linkerd-2-3/index.md '
        'linkerd.io/content/blog/2019/0429-design-principles/index.md '
        'linkerd.io/content/blog/2019/0512-icymi-may-2019-san-francisco-linkerd-meetup/index.md '
        'linkerd.io/content/blog/2019/0518-linkerd-benchmarks/index.md '
        'linkerd.io/content/blog/2019/0524-smi/index.md '
        'linkerd.io/content/blog/2019/0531-kubecon-eu-2019-linkerd-roundup/index.md '
        'linkerd.io/content/blog/2019/0711-announcing-linkerd-2-4/index.md '
        'linkerd.io/content/blog/2019/0718-failure-injection-using-the-service-mesh-interface-and-linkerd/index.md '
        'linkerd.io/content/blog/2019/0731-icymi-july-linkerd-community-meetup/index.md '
        'linkerd.io/content/blog/2019/0809-service-mesh-distributed-tracing-myths/index.md '
        'linkerd.io/content/blog/2019/0820-announcing-linkerd-2-5/index.md '
        'linkerd.io/content/blog/2019/0828-icymi-august-2019-linkerd-community-meetup/index.md '
        'linkerd.io/content/blog/2019/0918-happy-birthday-linkerd/index.md '
        'linkerd.io/content/blog/2019/1003-linkerd-and-open-governance/index.md '
        'linkerd.io/content/blog/2019/1007-linkerd-distributed-tracing/index.md '
        'linkerd.io/content/blog/2019/1010-announcing-linkerd-2-6/index.md '
        'linkerd.io/content/blog/2019/1126-kubecon-na-2019-linkerd-roundup/index.md '
        'linkerd.io/content/blog/2020/0210-announcing-linkerd-2-7/index.md '
        'linkerd.io/content/blog/2020/0217-architecting-multicluster/index.md '
        'linkerd.io/content/blog/2020/0225-multicluster-kubernetes-with-service-mirroring/index.md '
        'linkerd.io/content/blog/2020/0319-welcome-hema/index.md '
        'linkerd.io/content/blog/2020/0323-serverless-service-mesh-with-knative/index.md '
        'linkerd.io/content/blog/2020/0408-linkerd-rfc-process/index.md '
        'linkerd.io/content/blog/2020/0504-linkerd-gsoc-2020/index.md '
        'linkerd.io/content/blog/2020/0609-announcing-linkerd-2-8/index.md '
        'linkerd.io/content/blog/2020/0723-under-the-hood-of-linkerd-s-state-of-the-art-rust-proxy-linkerd2-proxy/index.md '
        'linkerd.io/content/blog/2020/0902-the-roadmap-for-linkerd-proxy/index.md '
        'linkerd.io/content/blog/2020/1101-october-linkerd-community-meeting/index.md '
        'linkerd.io/content/blog/2020/1109-announcing-linkerd-2-9/index.md '
        'linkerd.io/content/blog/2020/1123-topology-aware-service-routing-on-kubernetes-with-linkerd/index.md '
        'linkerd.io/content/blog/2020/1202-vote-for-your-december-linkerd-hero/index.md '
        'linkerd.io/content/blog/2020/1203-why-linkerd-doesnt-use-envoy/index.md '
        'linkerd.io/content/blog/2020/1215-december-linkerd-community-meeting/index.md '
        'linkerd.io/content/blog/2021/0119-linkerd-hero-nomination/index.md '
        'linkerd.io/content/blog/2021/0128-linkerd-steering-committee/index.md '
        'linkerd.io/content/blog/2021/0204-january-linkerd-community-meeting/index.md '
        'linkerd.io/content/blog/2021/0219-linkerd-hero-nomination/index.md '
        'linkerd.io/content/blog/2021/0223-protocol-detection-and-opaque-ports/index.md '
        'linkerd.io/content/blog/2021/0301-linkerd-210-and-extensions/index.md '
        'linkerd.io/content/blog/2021/0311-announcing-linkerd-2-10/index.md '
        'linkerd.io/content/blog/2021/0317-february-linkerd-community-meeting/index.md '
        'linkerd.io/content/blog/2021/0317-linkerd-hero-nomination/index.md '
        'linkerd.io/content/blog/2021/0331-introduccion-al-service-mesh-con-linkerd/index.md '
        'linkerd.io/content/blog/2021/0401-service-mesh-101-intro-with-linkerd/index.md '
        'linkerd.io/content/blog/2021/0405-march-linkerd-community-meeting/index.md '
        'linkerd.io/content/blog/2021/0421-linkerd-hero-nomination/index.md '
        'linkerd.io/content/blog/2021/0507-introducing-fuzz-testing-to-linkerd/index.md '
        'linkerd.io/content/blog/2021/0514-april-linkerd-community-meeting/index.md '
        'linkerd.io/content/blog/2021/0527-linkerd-vs-istio-benchmarks/index.md '
        'linkerd.io/content/blog/2021/0617-may-community-meeting-recap-part-1/index.md '
        'linkerd.io/content/blog/2021/0624-announcing-junes-linkerd-heroes/index.md '
        'linkerd.io/content/blog/2021/0624-multi-cluster-kubernetes-with-headless-services/index.md '
        'linkerd.io/content/blog/2021/0712-june-linkerd-community-meeting-recap/index.md '
        'linkerd.io/content/blog/2021/0728-announcing-cncf-graduation/index.md '
        'linkerd.io/content/blog/2021/0729-announcing-julys-hero/index.md '
        'linkerd.io/content/blog/2021/0805-announcing-the-linkerd-ambassador-program/index.md '
        'linkerd.io/content/blog/2021/0816-july-linkerd-community-meeting-recap/index.md '
        'linkerd.io/content/blog/2021/0826-announcing-augusts-linkerd-hero/index.md '
        'linkerd.io/content/blog/2021/0827-august-linkerd-community-meeting-recap/index.md '
        'linkerd.io/content/blog/2021/0923-linkerd-uses-iptables-to-route-kubernetes-traffic-transparently/index.md '
        'linkerd.io/content/blog/2021/0930-announcing-linkerd-2-11/index.md '
        'linkerd.io/content/blog/2021/0930-linkerd-hero/index.md '
        'linkerd.io/content/blog/2021/1026-linkerd-retries-http-requests-with-bodies/index.md '
        'linkerd.io/content/blog/2021/1026-september-linkerd-community-meeting/index.md '
        'linkerd.io/content/blog/2021/1028-linkerd-hero/index.md '
        'linkerd.io/content/blog/2021/1110-october-linkerd-community-meeting-recap/index.md '
        'linkerd.io/content/blog/2021/1129-linkerd-vs-istio-benchmarks/index.md '
        'linkerd.io/content/blog/2021/1209-linkerd-hero/index.md '
        'linkerd.io/content/blog/2021/1222-december-linkerd-community-meeting-recap/index.md '
        'linkerd.io/content/blog/2021/1228-linkerd-service-account-tokens/index.md '
        'linkerd.io/content/blog/2021/1229-the-service-mesh-in-2022/index.md '
        'linkerd.io/content/blog/2022/0127-linkerd-hero/index.md '
        'linkerd.io/content/blog/2022/0216-linkerd-istio-adoption/index.md '
        'linkerd.io/content/blog/2022/0309-linkerd-multi-cluster-failover/index.md '
        'linkerd.io/content/blog/2022/0405-linkerd-hero/index.md '
        'linkerd.io/content/blog/2022/0608-linkerd-hero/index.md '
        'linkerd.io/content/blog/2022/0627-security-audit/index.md '
        'linkerd.io/content/blog/2022/0727-linkerd-hero/index.md '
        'linkerd.io/content/blog/2022/0824-linkerd-hero/index.md '
        'linkerd.io/content/blog/2022/0923-linkerd-hero/index.md '
        'linkerd.io/content/blog/2022/1122-linkerd-hero/index.md '
        'linkerd.io/content/blog/2022/1201-startup-deep-dive/index.md '
        'linkerd.io/content/blog/2022/1228-service-mesh-2022-recap-ebpf-gateway-api/index.md '
        'linkerd.io/content/blog/2023/0120-announcing-linkerd-day-2023/index.md '
        'linkerd.io/content/blog/2023/0130-mtls-and-linkerd/index.md '
        'linkerd.io/content/blog/2023/0213-linkerd-hero/index.md '
        'linkerd.io/content/blog/2023/0221-linkerd-and-ingress/index.md '
        'linkerd.io/content/blog/2023/0505-welcome-osm/index.md '
        'linkerd.io/content/blog/2023/0515-real-world-gitops/index.md '
        'linkerd.io/content/blog/2023/0526-osm-migration/index.md '
        'linkerd.io/content/blog/2023/0613-dynamic-request-routing-circuit-breaking/index.md '
        'linkerd.io/content/blog/2023/0621-edge-roundup/index.md '
        'linkerd.io/content/blog/2023/0713-linkerd-in-production/index.md '
        'linkerd.io/content/blog/2023/0720-flat-networks/index.md '
        'linkerd.io/content/blog/2023/0725-linkerd-hero/index.md '
        'linkerd.io/content/blog/2023/0807-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2023/0823-announcing-linkerd-2-14/index.md '
        'linkerd.io/content/blog/2023/0912-linkerd-214/index.md '
        'linkerd.io/content/blog/2023/0930-linkerd-hero/index.md '
        'linkerd.io/content/blog/2023/1011-cve-2023-44487/index.md '
        'linkerd.io/content/blog/2023/1107-mesh-expansion/index.md '
        'linkerd.io/content/blog/2023/1122-linkerd-hero/index.md '
        'linkerd.io/content/blog/2023/1227-linkerd-hero/index.md '
        'linkerd.io/content/blog/2024/0206-linkerd-certificates-with-vault/index.md '
        'linkerd.io/content/blog/2024/0221-announcing-linkerd-2.15/index.md '
        'linkerd.io/content/blog/2024/0312-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2024/0425-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2024/0524-backstage-and-linkerd/index.md '
        'linkerd.io/content/blog/2024/0606-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2024/0701-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2024/0805-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2024/0813-announcing-linkerd-2.16/index.md '
        'linkerd.io/content/blog/2024/0906-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2024/1015-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2024/1023-sustainable-service-mesh/index.md '
        'linkerd.io/content/blog/2024/1127-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2024/1202-tilt-linkerd-nginx-part-1/index.md '
        'linkerd.io/content/blog/2024/1205-announcing-linkerd-2.17/index.md '
        'linkerd.io/content/blog/2024/1216-ambassador-program/index.md '
        'linkerd.io/content/blog/2025/0110-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2025/0218-security-audit/index.md '
        'linkerd.io/content/blog/2025/0411-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2025/0423-announcing-linkerd-2.18/index.md '
        'linkerd.io/content/blog/2025/0424-linkerd-benchmarks/index.md '
        'linkerd.io/content/blog/2025/0522-behind-the-great-sidecar-debate/index.md '
        'linkerd.io/content/blog/2025/0604-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2025/0725-tilt-linkerd-nginx-part-2/index.md '
        'linkerd.io/content/blog/2025/0801-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2025/0801-imagine-learning/index.md '
        'linkerd.io/content/blog/2025/0905-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2025/0909-linkerd-with-opentelemetry/index.md '
        'linkerd.io/content/blog/2025/1020-hands-off-linkerd-certificate-rotation/index.md '
        'linkerd.io/content/blog/2025/1031-announcing-linkerd-2.19/index.md '
        'linkerd.io/content/blog/2025/1208-edge-release-roundup/index.md '
        'linkerd.io/content/blog/2026/0209-protocol-detection/index.md '
        'linkerd.io/content/blog/2026/0226-deep-dive-the-linkerd-destination-service/index.md '
        'linkerd.io/content/blog/2026/0518-the-proxy-died-first/index.md '
        'linkerd.io/content/blog/2026/0623-announcing-linkerd-2.20/index.md '
        'linkerd.io/content/blog/2026/0624-federating-clusters-for-zero-downtime-kubernetes/index.md'
    ),
}


LINKERD_BLOG_OTHER = {
    '': (
        'linkerd.io/content/blog/2016/1210-slow-cooker-load-testing-for-tough-software/cover.png '
        'linkerd.io/content/blog/2017/0124-linkerd-joins-the-cloud-native-computing-foundation/buoyant-diagram-individual-instance.png '
        'linkerd.io/content/blog/2017/0124-linkerd-joins-the-cloud-native-computing-foundation/buoyant-linkerd-logo.png '
        'linkerd.io/content/blog/2018/0918-announcing-linkerd-2-0/cover.png '
        'linkerd.io/content/blog/2018/1114-grpc-load-balancing-on-kubernetes-without-tears/cover.png '
        'linkerd.io/content/blog/2018/1114-grpc-load-balancing-on-kubernetes-without-tears/pod-overview.png '
        'linkerd.io/content/blog/2018/1206-announcing-linkerd-2-1/cover.png '
        'linkerd.io/content/blog/2018/1206-announcing-linkerd-2-1/metrics.png '
        'linkerd.io/content/blog/2018/1208-service-profiles-for-per-route-metrics/image-2.png '
        'linkerd.io/content/blog/2018/1208-service-profiles-for-per-route-metrics/image-3.png '
        'linkerd.io/content/blog/2019/0212-announcing-linkerd-2-2/cover.png '
        'linkerd.io/content/blog/2019/0222-how-we-designed-retries-in-linkerd-2-2/cover.png '
        'linkerd.io/content/blog/2019/0329-icymi-march-2019-san-francisco-linkerd-meetup/cover.png '
        'linkerd.io/content/blog/2019/0416-announcing-linkerd-2-3/cover.jpg '
        'linkerd.io/content/blog/2019/0512-icymi-may-2019-san-francisco-linkerd-meetup/cover.png '
        'linkerd.io/content/blog/2019/0524-smi/smi-contributors.png '
        'linkerd.io/content/blog/2019/0531-kubecon-eu-2019-linkerd-roundup/cover.jpg '
        'linkerd.io/content/blog/2019/0531-kubecon-eu-2019-linkerd-roundup/digital-ocean-linkerd.png '
        'linkerd.io/content/blog/2019/0711-announcing-linkerd-2-4/cover.jpg '
        'linkerd.io/content/blog/2019/0731-icymi-july-linkerd-community-meetup/recording.png '
        'linkerd.io/content/blog/2019/0820-announcing-linkerd-2-5/cover.jpg '
        'linkerd.io/content/blog/2019/0828-icymi-august-2019-linkerd-community-meetup/cover.png '
        'linkerd.io/content/blog/2019/0828-icymi-august-2019-linkerd-community-meetup/recording.png '
        'linkerd.io/content/blog/2019/0918-happy-birthday-linkerd/cover.png '
        'linkerd.io/content/blog/2019/1003-linkerd-and-open-governance/cover.jpg '
        'linkerd.io/content/blog/2019/1126-kubecon-na-2019-linkerd-roundup/cover.jpg '
        'linkerd.io/content/blog/2020/0210-announcing-linkerd-2-7/cover.jpg '
        'linkerd.io/content/blog/2020/0210-announcing-linkerd-2-7/dashboard-tap-header-screenshot.png '
        'linkerd.io/content/blog/2020/0225-multicluster-kubernetes-with-service-mirroring/step-3.svg '
        'linkerd.io/content/blog/2020/0319-welcome-hema/cover.png '
        'linkerd.io/content/blog/2020/0408-linkerd-rfc-process/cover.png '
        'linkerd.io/content/blog/2020/0408-linkerd-rfc-process/feature-workflow.svg '
        'linkerd.io/content/blog/2020/0504-linkerd-gsoc-2020/gsoc.png '
        'linkerd.io/content/blog/2020/0609-announcing-linkerd-2-8/cover.jpg '
        'linkerd.io/content/blog/2020/0723-under-the-hood-of-linkerd-s-state-of-the-art-rust-proxy-linkerd2-proxy/cover.jpg '
        'linkerd.io/content/blog/2020/0902-the-roadmap-for-linkerd-proxy/cover.jpg '
        'linkerd.io/content/blog/2020/1109-announcing-linkerd-2-9/cover.jpg '
        'linkerd.io/content/blog/2020/1202-vote-for-your-december-linkerd-hero/cover.jpg '
        'linkerd.io/content/blog/2020/1203-why-linkerd-doesnt-use-envoy/cover.jpg '
        'linkerd.io/content/blog/2020/1215-december-linkerd-community-meeting/cover.png '
        'linkerd.io/content/blog/2021/0219-linkerd-hero-nomination/cover.jpg '
        'linkerd.io/content/blog/2021/0301-linkerd-210-and-extensions/cover.jpg '
        'linkerd.io/content/blog/2021/0311-announcing-linkerd-2-10/cover.jpg '
        'linkerd.io/content/blog/2021/0317-february-linkerd-community-meeting/cover.jpg '
        'linkerd.io/content/blog/2021/0331-introduccion-al-service-mesh-con-linkerd/cover.png '
        'linkerd.io/content/blog/2021/0405-march-linkerd-community-meeting/cover.jpg '
        'linkerd.io/content/blog/2021/0507-introducing-fuzz-testing-to-linkerd/cover.jpg '
        'linkerd.io/content/blog/2021/0514-april-linkerd-community-meeting/cover.jpg '
        'linkerd.io/content/blog/2021/0617-may-community-meeting-recap-part-1/cover.jpg '
        'linkerd.io/content/blog/2021/0624-multi-cluster-kubernetes-with-headless-services/cover.png '
        'linkerd.io/content/blog/2021/0712-june-linkerd-community-meeting-recap/cover.jpg '
        'linkerd.io/content/blog/2021/0728-announcing-cncf-graduation/cover.jpg '
        'linkerd.io/content/blog/2021/0816-july-linkerd-community-meeting-recap/cover.jpg '
        'linkerd.io/content/blog/2021/0826-announcing-augusts-linkerd-hero/cover.jpg '
        'linkerd.io/content/blog/2021/0827-august-linkerd-community-meeting-recap/cover.jpg '
        'linkerd.io/content/blog/2021/1026-linkerd-retries-http-requests-with-bodies/retries-2.png '
        'linkerd.io/content/blog/2021/1026-linkerd-retries-http-requests-with-bodies/retries-3.png '
        'linkerd.io/content/blog/2021/1026-september-linkerd-community-meeting/cover.jpg '
        'linkerd.io/content/blog/2021/1110-october-linkerd-community-meeting-recap/cover.jpg '
        'linkerd.io/content/blog/2021/1228-linkerd-service-account-tokens/cover.jpg '
        'linkerd.io/content/blog/2022/0127-linkerd-hero/cover.jpg '
        'linkerd.io/content/blog/2022/0309-linkerd-multi-cluster-failover/cover.jpg '
        'linkerd.io/content/blog/2022/0627-security-audit/cover.jpg '
        'linkerd.io/content/blog/2022/0727-linkerd-hero/cover.jpg '
        'linkerd.io/content/blog/2022/0923-linkerd-hero/cover.jpg '
        'linkerd.io/content/blog/2022/1122-linkerd-hero/cover.jpg '
        'linkerd.io/content/blog/2022/1201-startup-deep-dive/cover.jpg '
        'linkerd.io/content/blog/2022/1201-startup-deep-dive/thumbnail.jpg '
        'linkerd.io/content/blog/2022/1228-service-mesh-2022-recap-ebpf-gateway-api/cover.jpg '
        'linkerd.io/content/blog/2023/0120-announcing-linkerd-day-2023/cover.jpg '
        'linkerd.io/content/blog/2023/0130-mtls-and-linkerd/cover.jpg '
        'linkerd.io/content/blog/2023/0221-linkerd-and-ingress/thumbnail.jpg '
        'linkerd.io/content/blog/2023/0505-welcome-osm/thumbnail.png '
        'linkerd.io/content/blog/2023/0515-real-world-gitops/cover.png '
        'linkerd.io/content/blog/2023/0613-dynamic-request-routing-circuit-breaking/thumbnail.jpg '
        'linkerd.io/content/blog/2023/0621-edge-roundup/thumbnail.jpg '
        'linkerd.io/content/blog/2023/0713-linkerd-in-production/cover.jpg '
        'linkerd.io/content/blog/2023/0720-flat-networks/cover.jpg '
        'linkerd.io/content/blog/2023/0725-linkerd-hero/cover.jpg '
        'linkerd.io/content/blog/2023/0725-linkerd-hero/feature.png '
        'linkerd.io/content/blog/2023/0823-announcing-linkerd-2-14/cover.jpg '
        'linkerd.io/content/blog/2023/0930-linkerd-hero/cover.jpg '
        'linkerd.io/content/blog/2023/0930-linkerd-hero/thumbnail.jpg '
        'linkerd.io/content/blog/2023/1011-cve-2023-44487/cover.jpg '
        'linkerd.io/content/blog/2023/1122-linkerd-hero/cover.jpg '
        'linkerd.io/content/blog/2023/1227-linkerd-hero/cover.jpg '
        'linkerd.io/content/blog/2023/1227-linkerd-hero/thumbnail.jpg '
        'linkerd.io/content/blog/2024/0524-backstage-and-linkerd/thumbnail.jpg '
        'linkerd.io/content/blog/2024/0805-edge-release-roundup/social.jpg '
        'linkerd.io/content/blog/2024/0813-announcing-linkerd-2.16/cover.jpg '
        'linkerd.io/content/blog/2024/0906-edge-release-roundup/thumbnail.jpg '
        'linkerd.io/content/blog/2024/1015-edge-release-roundup/cover.jpg '
        'linkerd.io/content/blog/2024/1015-edge-release-roundup/thumbnail.jpg '
        'linkerd.io/content/blog/2024/1127-edge-release-roundup/cover.jpg '
        'linkerd.io/content/blog/2024/1205-announcing-linkerd-2.17/cover.jpg '
        'linkerd.io/content/blog/2024/1216-ambassador-program/social.jpg '
        'linkerd.io/content/blog/2025/0110-edge-release-roundup/social.jpg '
        'linkerd.io/content/blog/2025/0423-announcing-linkerd-2.18/cover.jpg '
        'linkerd.io/content/blog/2025/0604-edge-release-roundup/cover.jpg '
        'linkerd.io/content/blog/2025/0604-edge-release-roundup/social.jpg '
        'linkerd.io/content/blog/2025/0725-tilt-linkerd-nginx-part-2/cover.jpg '
        'linkerd.io/content/blog/2025/0725-tilt-linkerd-nginx-part-2/grpc_success.png '
        'linkerd.io/content/blog/2025/0801-edge-release-roundup/cover.jpg '
        'linkerd.io/content/blog/2025/0801-edge-release-roundup/thumbnail.jpg '
        'linkerd.io/content/blog/2025/0905-edge-release-roundup/social.jpg '
        'linkerd.io/content/blog/2025/1031-announcing-linkerd-2.19/cover.jpg '
        'linkerd.io/content/blog/2025/1208-edge-release-roundup/cover.jpg '
        'linkerd.io/content/blog/2026/0209-protocol-detection/nawaz-dhandala.jpg '
        'linkerd.io/content/blog/2026/0209-protocol-detection/thumbnail.jpg '
        'linkerd.io/content/blog/2026/0624-federating-clusters-for-zero-downtime-kubernetes/cover.jpg '
        'linkerd.io/content/blog/2026/0624-federating-clusters-for-zero-downtime-kubernetes/social.jpg'
    ),
    'linkerd.io/content/blog/2018/1113-debugging-node-services-in-kubernetes-with-linkerd-2-0': (
        'NodeVoto-4-Services-233x300.png NodeVoto-Deployment-page-for-the-web-service-image.png '
        'NodeVoto-Grafana-Dashboard-Image-300x140.png NodeVoto-Uh-oh-Select-again-image-300x225.gif '
        'cover.png nodevoto.png tap.png'
    ),
    'linkerd.io/content/blog/2019/0202-debugging-ruby-services-in-kubernetes-with-linkerd': (
        'books.png cover.png deployment.png detail.png endpoints.png errors.png overview.png topology.png'
    ),
    'linkerd.io/content/blog/2019/0410-browser-testing-from-scratch-building-quick-and-easy-integration-tests-with-webdriverio-and-saucelabs': (
        'cover.png happy-tweet.png linkerd-dashboard-screenshot.png'
    ),
    'linkerd.io/content/blog/2019/0518-linkerd-benchmarks': (
        '500rps-memory_usage.png 600rps-cpu_utilization.png cover.jpg'
    ),
    'linkerd.io/content/blog/2019/0809-service-mesh-distributed-tracing-myths': (
        'cover.jpg thumbnail.jpg webapp-detail.png'
    ),
    'linkerd.io/content/blog/2020/0323-serverless-service-mesh-with-knative': (
        'application_components.png control-plane.png cover.png knative-4.png system_components.png'
    ),
    'linkerd.io/content/blog/2020/1123-topology-aware-service-routing-on-kubernetes-with-linkerd': (
        'cover.jpg topology-example.png topology-labels.png'
    ),
    'linkerd.io/content/blog/2021/0223-protocol-detection-and-opaque-ports': (
        'cover.jpg protocol_detection_base.png protocol_detection_skip.png'
    ),
    'linkerd.io/content/blog/2021/0401-service-mesh-101-intro-with-linkerd': (
        'control-plane.png cover.jpg meshed-app.png unmeshed-app.png'
    ),
    'linkerd.io/content/blog/2021/0527-linkerd-vs-istio-benchmarks': (
        'cp-cpu.png dp-mem.png latency-2000rps.png latency-200rps.png'
    ),
    'linkerd.io/content/blog/2021/0923-linkerd-uses-iptables-to-route-kubernetes-traffic-transparently': (
        'cover.png iptables-fig2-2.png iptables-fig2-3.png iptables-fig2-4.png linkerd-architecture.png'
    ),
    'linkerd.io/content/blog/2021/1129-linkerd-vs-istio-benchmarks': (
        'cover.jpg dp-mem.png grid.png latency-2000rps.png latency-200rps.png latency-20rps.png'
    ),
    'linkerd.io/content/blog/2022/0216-linkerd-istio-adoption': (
        'cover.jpg linkerd-vs-istio-2021-survey-count.png linkerd-vs-istio-2021-survey-growth.png'
    ),
    'linkerd.io/content/blog/2024/1202-tilt-linkerd-nginx-part-1': (
        'chris-campbell.png cover.jpg social.jpg thumbnail.jpg'
    ),
    'linkerd.io/content/blog/2025/0411-edge-release-roundup': (
        'cover.jpg social.jpg thumbnail.jpg'
    ),
    'linkerd.io/content/blog/2025/0424-linkerd-benchmarks': (
        '20-rps.png 200-rps.png cover.png dominik-taskai.jpg thumbnail.png'
    ),
    'linkerd.io/content/blog/2025/0522-behind-the-great-sidecar-debate': (
        'all-three-mem.png cover.jpg linkerd-and-ambient-CPU.png linkerd-and-ambient-mem.png '
        'raw-data-plane-0.png raw-data-plane-1.png social.jpg'
    ),
    'linkerd.io/content/blog/2025/0801-imagine-learning': (
        'cover.jpg social.jpg thumbnail.jpg'
    ),
    'linkerd.io/content/blog/2025/0909-linkerd-with-opentelemetry': (
        'cover.jpg social.jpg thumbnail.jpg'
    ),
    'linkerd.io/content/blog/2026/0226-deep-dive-the-linkerd-destination-service': (
        'cover.jpg social.jpg thumbnail.jpg'
    ),
    'linkerd.io/content/blog/2026/0518-the-proxy-died-first': (
        'blake-romano.jpg cover.jpg social.jpg thumbnail.jpg'
    ),
}


DOLPHIN_UPGRADE_KIND = {
    '': (
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.0.0_schema/mysql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.0.0_schema/mysql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.0.0_schema/postgresql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.0.0_schema/postgresql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.0.2_schema/mysql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.0.2_schema/mysql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.0.2_schema/postgresql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.0.2_schema/postgresql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.1.0_schema/mysql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.1.0_schema/mysql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.1.0_schema/postgresql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.1.0_schema/postgresql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.1.1_schema/mysql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.1.1_schema/mysql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.1.1_schema/postgresql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.1.1_schema/postgresql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.2.2_schema/mysql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.2.2_schema/mysql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.2.2_schema/postgresql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.2.2_schema/postgresql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.3.0_schema/mysql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.3.0_schema/mysql/dolphinscheduler_dml.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.3.0_schema/postgresql/dolphinscheduler_ddl.sql '
        'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.3.0_schema/postgresql/dolphinscheduler_dml.sql'
    ),
    'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.2.0_schema/mysql': (
        'dolphinscheduler_ddl.sql dolphinscheduler_ddl_post.sql dolphinscheduler_dml.sql'
    ),
    'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.2.0_schema/postgresql': (
        'dolphinscheduler_ddl.sql dolphinscheduler_ddl_post.sql dolphinscheduler_dml.sql'
    ),
    'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.2.1_schema/mysql': (
        'dolphinscheduler_ddl.sql dolphinscheduler_ddl_post.sql dolphinscheduler_dml.sql'
    ),
    'dolphinscheduler-dao/src/main/resources/sql/upgrade/3.2.1_schema/postgresql': (
        'dolphinscheduler_ddl.sql dolphinscheduler_ddl_post.sql dolphinscheduler_dml.sql'
    ),
}


DOLPHIN_UPGRADE_OTHER = {
    '': (
        'dolphinscheduler-dao/src/main/java/org/apache/dolphinscheduler/dao/DaoConfiguration.java '
        'dolphinscheduler-dao/src/main/java/org/apache/dolphinscheduler/dao/PluginDao.java '
        'dolphinscheduler-dao/src/main/resources/sql/dolphinscheduler_mysql.sql '
        'dolphinscheduler-dao/src/test/java/org/apache/dolphinscheduler/dao/BaseDaoTest.java '
        'dolphinscheduler-dao/src/test/resources/logback.xml'
    ),
    'dolphinscheduler-dao/src/main/java/org/apache/dolphinscheduler/dao/entity': (
        'AccessToken.java AlertGroup.java AlertSendStatus.java AuditLog.java Cluster.java CommandCount.java '
        'CycleDependency.java DagData.java DatasourceUser.java DependentLineageTask.java '
        'DependentSimplifyDefinition.java DependentWorkflowDefinition.java DqComparisonType.java '
        'DqExecuteResult.java DqExecuteResultAlertContent.java DqRule.java DqRuleExecuteSql.java '
        'DqTaskStatisticsValue.java Environment.java FavTask.java K8s.java K8sNamespace.java '
        'K8sNamespaceUser.java ListenerEvent.java MonitorRecord.java PluginDefine.java Project.java '
        'ProjectWorkerGroup.java ProjectWorkflowDefinitionCount.java RelationSubWorkflow.java '
        'ResponseTaskLog.java Schedule.java ServerAlertContent.java Session.java TaskDefinition.java '
        'TaskGroup.java TaskInstance.java TaskMainInfo.java Tenant.java User.java '
        'UserWithWorkflowDefinitionCode.java WorkFlowRelation.java WorkFlowRelationDetail.java '
        'WorkerGroup.java WorkflowDefinition.java WorkflowDefinitionLog.java WorkflowInstance.java '
        'WorkflowTaskLineage.java WorkflowTaskRelationLog.java'
    ),
    'dolphinscheduler-dao/src/main/java/org/apache/dolphinscheduler/dao/entity/event': (
        'AbstractListenerEvent.java ProcessDefinitionCreatedListenerEvent.java '
        'ProcessDefinitionDeletedListenerEvent.java ProcessDefinitionUpdatedListenerEvent.java '
        'ProcessEndListenerEvent.java ProcessFailListenerEvent.java ProcessStartListenerEvent.java '
        'ServerDownListenerEvent.java TaskEndListenerEvent.java TaskFailListenerEvent.java '
        'TaskStartListenerEvent.java'
    ),
    'dolphinscheduler-dao/src/main/java/org/apache/dolphinscheduler/dao/mapper': (
        'AccessTokenMapper.java AlertGroupMapper.java AlertMapper.java AuditLogMapper.java '
        'CommandMapper.java DataSourceMapper.java DataSourceUserMapper.java DqComparisonTypeMapper.java '
        'DqExecuteResultMapper.java DqRuleExecuteSqlMapper.java DqRuleMapper.java '
        'DqTaskStatisticsValueMapper.java DsVersionMapper.java EnvironmentMapper.java '
        'EnvironmentWorkerGroupRelationMapper.java ErrorCommandMapper.java K8sNamespaceMapper.java '
        'PluginDefineMapper.java ProjectParameterMapper.java ProjectPreferenceMapper.java '
        'ProjectWorkerGroupMapper.java QueueMapper.java SessionMapper.java TaskDefinitionLogMapper.java '
        'TaskDefinitionMapper.java TaskGroupMapper.java TaskGroupQueueMapper.java TaskInstanceMapper.java '
        'UserMapper.java WorkerGroupMapper.java WorkflowDefinitionLogMapper.java WorkflowInstanceMapper.java '
        'WorkflowInstanceRelationMapper.java WorkflowTaskRelationLogMapper.java'
    ),
    'dolphinscheduler-dao/src/main/java/org/apache/dolphinscheduler/dao/model': (
        'PageListingResult.java TaskInstanceStatusCountDto.java WorkflowDefinitionCountDto.java '
        'WorkflowInstanceStatusCountDto.java'
    ),
    'dolphinscheduler-dao/src/main/java/org/apache/dolphinscheduler/dao/repository': (
        'BaseDao.java CommandDao.java DqExecuteResultDao.java ProjectDao.java TaskDefinitionDao.java '
        'TaskDefinitionLogDao.java TaskGroupDao.java TaskGroupQueueDao.java WorkflowDefinitionLogDao.java '
        'WorkflowInstanceDao.java WorkflowInstanceMapDao.java WorkflowTaskLineageDao.java'
    ),
    'dolphinscheduler-dao/src/main/java/org/apache/dolphinscheduler/dao/repository/impl': (
        'CommandDaoImpl.java DsVersionDaoImpl.java SessionDaoImpl.java TaskDefinitionDaoImpl.java '
        'TaskDefinitionLogDaoImpl.java TaskGroupDaoImpl.java TaskGroupQueueDaoImpl.java '
        'TaskInstanceDaoImpl.java TenantDaoImpl.java WorkerGroupDaoImpl.java WorkflowDefinitionDaoImpl.java '
        'WorkflowDefinitionLogDaoImpl.java WorkflowTaskLineageDaoImpl.java'
    ),
    'dolphinscheduler-dao/src/main/java/org/apache/dolphinscheduler/dao/utils': (
        'BeanContext.java DqRuleUtils.java EnvironmentUtils.java ResourceProcessDefinitionUtils.java'
    ),
    'dolphinscheduler-dao/src/main/resources/org/apache/dolphinscheduler/dao/mapper': (
        'AccessTokenMapper.xml AlertMapper.xml AlertPluginInstanceMapper.xml ClusterMapper.xml '
        'DataSourceMapper.xml DataSourceUserMapper.xml DqComparisonTypeMapper.xml DqExecuteResultMapper.xml '
        'DqRuleInputEntryMapper.xml DqRuleMapper.xml DqTaskStatisticsValueMapper.xml EnvironmentMapper.xml '
        'EnvironmentWorkerGroupRelationMapper.xml K8sNamespaceUserMapper.xml PluginDefineMapper.xml '
        'ProjectUserMapper.xml QueueMapper.xml ResourceUserMapper.xml ScheduleMapper.xml '
        'TaskDefinitionLogMapper.xml TaskDefinitionMapper.xml TaskInstanceMapper.xml TenantMapper.xml '
        'UserMapper.xml WorkerGroupMapper.xml WorkflowDefinitionLogMapper.xml WorkflowDefinitionMapper.xml '
        'WorkflowInstanceMapper.xml WorkflowInstanceRelationMapper.xml'
    ),
    'dolphinscheduler-dao/src/test/java/org/apache/dolphinscheduler/dao/entity': (
        'ErrorCommandTest.java WorkflowDefinitionCreatedListenerEventTest.java '
        'WorkflowDefinitionUpdatedListenerEventTest.java'
    ),
    'dolphinscheduler-dao/src/test/java/org/apache/dolphinscheduler/dao/mapper': (
        'AccessTokenMapperTest.java AlertGroupMapperTest.java AlertMapperTest.java '
        'AlertPluginInstanceMapperTest.java AlertSendStatusMapperTest.java ClusterMapperTest.java '
        'CommandMapperTest.java DataSourceMapperTest.java DataSourceUserMapperTest.java '
        'EnvironmentMapperTest.java ErrorCommandMapperTest.java PluginDefineTest.java ProjectMapperTest.java '
        'ProjectParameterMapperTest.java ScheduleMapperTest.java TaskDefinitionLogMapperTest.java '
        'TaskDefinitionMapperTest.java TaskInstanceMapperTest.java TenantMapperTest.java UserMapperTest.java '
        'WorkerGroupMapperTest.java WorkflowDefinitionLogMapperTest.java WorkflowTaskLineageMapperTest.java '
        'WorkflowTaskRelationLogMapperTest.java WorkflowTaskRelationMapperTest.java'
    ),
    'dolphinscheduler-dao/src/test/java/org/apache/dolphinscheduler/dao/repository/impl': (
        'AlertDaoTest.java CommandDaoImplTest.java TaskGroupDaoImplTest.java TaskGroupQueueDaoImplTest.java '
        'WorkflowInstanceDaoImplTest.java'
    ),
    'dolphinscheduler-dao/src/test/java/org/apache/dolphinscheduler/dao/utils': (
        'EnvironmentUtilsTest.java ResourceWorkflowDefinitionUtilsTest.java TaskCacheUtilsTest.java '
        'TaskInstanceUtilsTest.java WorkerGroupUtilsTest.java WorkflowUtilsTest.java'
    ),
}


DOLPHIN_LOCALES_KIND = {
    'dolphinscheduler-ui/src/locales/en_US': (
        'about.ts crontab.ts data-quality.ts datasource.ts home.ts input-search.ts login.ts menu.ts modal.ts '
        'monitor.ts password.ts profile.ts project.ts resource.ts security.ts theme.ts ui_setting.ts '
        'user-dropdown.ts'
    ),
    'dolphinscheduler-ui/src/locales/zh_CN': (
        'about.ts crontab.ts data-quality.ts datasource.ts home.ts input-search.ts login.ts menu.ts modal.ts '
        'monitor.ts password.ts profile.ts project.ts resource.ts security.ts theme.ts ui_setting.ts '
        'user-dropdown.ts'
    ),
}


DOLPHIN_LOCALES_OTHER = {
    '': (
        'dolphinscheduler-ui/index.html dolphinscheduler-ui/tsconfig.json '
        'dolphinscheduler-ui/public/lodash.min.js dolphinscheduler-ui/src/common/column-width-config.ts '
        'dolphinscheduler-ui/src/common/timezone.ts '
        'dolphinscheduler-ui/src/components/button-link/index.module.scss '
        'dolphinscheduler-ui/src/components/button-link/index.tsx '
        'dolphinscheduler-ui/src/components/chart/modules/Bar.tsx '
        'dolphinscheduler-ui/src/components/crontab/index.tsx '
        'dolphinscheduler-ui/src/components/crontab/types.ts '
        'dolphinscheduler-ui/src/components/form/utils.ts '
        'dolphinscheduler-ui/src/components/log-modal/index.tsx '
        'dolphinscheduler-ui/src/components/monaco-editor/types.ts '
        'dolphinscheduler-ui/src/layouts/content/use-dataList.ts '
        'dolphinscheduler-ui/src/layouts/content/components/locales/index.module.scss '
        'dolphinscheduler-ui/src/layouts/content/components/locales/use-dropdown.ts '
        'dolphinscheduler-ui/src/layouts/content/components/logo/index.module.scss '
        'dolphinscheduler-ui/src/layouts/content/components/sidebar/use-menuClick.ts '
        'dolphinscheduler-ui/src/layouts/content/components/theme/index.tsx '
        'dolphinscheduler-ui/src/layouts/content/components/timezone/use-dropdown.ts '
        'dolphinscheduler-ui/src/locales/index.ts dolphinscheduler-ui/src/locales/en_US/index.ts '
        'dolphinscheduler-ui/src/locales/zh_CN/index.ts '
        'dolphinscheduler-ui/src/service/modules/azure/types.ts '
        'dolphinscheduler-ui/src/service/modules/cluster/index.ts '
        'dolphinscheduler-ui/src/service/modules/cluster/types.ts '
        'dolphinscheduler-ui/src/service/modules/dynamic-dag/index.ts '
        'dolphinscheduler-ui/src/service/modules/k8s-namespace/types.ts '
        'dolphinscheduler-ui/src/service/modules/lineages/index.ts '
        'dolphinscheduler-ui/src/service/modules/lineages/types.ts '
        'dolphinscheduler-ui/src/service/modules/log/types.ts '
        'dolphinscheduler-ui/src/service/modules/monitor/types.ts '
        'dolphinscheduler-ui/src/service/modules/projects-parameter/index.ts '
        'dolphinscheduler-ui/src/service/modules/projects-worker-group/index.ts '
        'dolphinscheduler-ui/src/service/modules/schedules/types.ts '
        'dolphinscheduler-ui/src/service/modules/tenants/index.ts '
        'dolphinscheduler-ui/src/service/modules/ui-plugins/types.ts '
        'dolphinscheduler-ui/src/service/modules/worker-groups/index.ts '
        'dolphinscheduler-ui/src/service/modules/workflow-instances/types.ts '
        'dolphinscheduler-ui/src/store/file/file.ts dolphinscheduler-ui/src/store/file/types.ts '
        'dolphinscheduler-ui/src/store/locales/locales.ts '
        'dolphinscheduler-ui/src/store/project/dynamic/types.ts dolphinscheduler-ui/src/store/theme/types.ts '
        'dolphinscheduler-ui/src/store/ui-setting/types.ts dolphinscheduler-ui/src/store/user/user.ts '
        'dolphinscheduler-ui/src/themes/modules/dark.ts '
        'dolphinscheduler-ui/src/views/data-quality/rule/index.tsx '
        'dolphinscheduler-ui/src/views/data-quality/rule/use-table.ts '
        'dolphinscheduler-ui/src/views/datasource/list/json-highlight.tsx '
        'dolphinscheduler-ui/src/views/home/types.ts '
        'dolphinscheduler-ui/src/views/home/components/state-card.tsx '
        'dolphinscheduler-ui/src/views/login/use-login.ts '
        'dolphinscheduler-ui/src/views/monitor/servers/alert_server/index.module.scss '
        'dolphinscheduler-ui/src/views/monitor/servers/master/master-modal.tsx '
        'dolphinscheduler-ui/src/views/monitor/servers/master/use-master.ts '
        'dolphinscheduler-ui/src/views/monitor/statistics/audit-log/use-table.ts '
        'dolphinscheduler-ui/src/views/password/use-form.ts '
        'dolphinscheduler-ui/src/views/projects/components/dependencies/dependencies-modal.tsx '
        'dolphinscheduler-ui/src/views/projects/components/dependencies/use-dependencies.ts '
        'dolphinscheduler-ui/src/views/projects/list/use-table.ts '
        'dolphinscheduler-ui/src/views/projects/list/components/project-modal.tsx '
        'dolphinscheduler-ui/src/views/projects/parameter/components/parameter-modal.tsx '
        'dolphinscheduler-ui/src/views/projects/task/instance/batch-task.tsx '
        'dolphinscheduler-ui/src/views/projects/task/instance/types.ts '
        'dolphinscheduler-ui/src/views/projects/workflow/components/dynamic-dag/dag-canvas.tsx '
        'dolphinscheduler-ui/src/views/projects/workflow/components/dynamic-dag/use-add-dag-shape.ts '
        'dolphinscheduler-ui/src/views/projects/workflow/components/dynamic-dag/task/types.ts '
        'dolphinscheduler-ui/src/views/projects/workflow/components/dynamic-dag/task/use-task-form.ts '
        'dolphinscheduler-ui/src/views/projects/workflow/definition/index.module.scss '
        'dolphinscheduler-ui/src/views/projects/workflow/definition/create/index.module.scss '
        'dolphinscheduler-ui/src/views/projects/workflow/definition/detail/index.tsx '
        'dolphinscheduler-ui/src/views/projects/workflow/definition/timing/index.tsx '
        'dolphinscheduler-ui/src/views/projects/workflow/instance/detail/index.module.scss '
        'dolphinscheduler-ui/src/views/projects/workflow/timing/index.tsx '
        'dolphinscheduler-ui/src/views/resource/components/resource/index.module.scss '
        'dolphinscheduler-ui/src/views/resource/components/resource/use-file.ts '
        'dolphinscheduler-ui/src/views/resource/components/resource/create/index.tsx '
        'dolphinscheduler-ui/src/views/resource/components/resource/edit/index.tsx '
        'dolphinscheduler-ui/src/views/resource/components/resource/folder/index.tsx '
        'dolphinscheduler-ui/src/views/resource/components/resource/folder/use-form.ts '
        'dolphinscheduler-ui/src/views/resource/components/resource/upload/use-form.ts '
        'dolphinscheduler-ui/src/views/resource/file/index.tsx '
        'dolphinscheduler-ui/src/views/resource/task-group/option/index.tsx '
        'dolphinscheduler-ui/src/views/resource/task-group/queue/use-form.ts '
        'dolphinscheduler-ui/src/views/security/alarm-group-manage/components/alarm-group-modal.tsx '
        'dolphinscheduler-ui/src/views/security/k8s-namespace-manage/index.tsx '
        'dolphinscheduler-ui/src/views/security/k8s-namespace-manage/use-table.ts '
        'dolphinscheduler-ui/src/views/security/tenant-manage/components/tenant-modal.tsx '
        'dolphinscheduler-ui/src/views/security/tenant-manage/components/use-modalData.ts '
        'dolphinscheduler-ui/src/views/security/token-manage/use-table.ts '
        'dolphinscheduler-ui/src/views/security/user-manage/index.tsx '
        'dolphinscheduler-ui/src/views/security/user-manage/use-table.ts '
        'dolphinscheduler-ui/src/views/security/worker-group-manage/components/worker-group-modal.tsx'
    ),
    'dolphinscheduler-ui/public/images/task-icons': (
        'aliyun_serverless_spark.png chunjun.png conditions.png data_factory.png datasync_hover.png '
        'dependent_hover.png dms_hover.png dvc_hover.png emr_hover.png k8s.png k8s_hover.png kubeflow.png '
        'linkis.png openmldb.png python_hover.png remoteshell_hover.png sagemaker.png seatunnel.png '
        'spark_hover.png sqoop_hover.png sub_workflow_hover.png switch.png switch_hover.png '
        'zeppelin_hover.png'
    ),
    'dolphinscheduler-ui/src': (
        'App.tsx env.d.ts main.ts'
    ),
    'dolphinscheduler-ui/src/components/form/fields': (
        'index.ts input.ts multi-input.ts switch.ts'
    ),
    'dolphinscheduler-ui/src/router/modules': (
        'data-quality.ts datasource.ts monitor.ts security.ts'
    ),
    'dolphinscheduler-ui/src/utils': (
        'index.ts tableTotalCount.ts trim.ts truncate-text.ts'
    ),
    'dolphinscheduler-ui/src/views/monitor/servers/worker': (
        'index.module.scss index.tsx use-worker.ts'
    ),
    'dolphinscheduler-ui/src/views/monitor/statistics/statistics': (
        'index.module.scss index.tsx list-error-command-table.tsx'
    ),
    'dolphinscheduler-ui/src/views/profile': (
        'index.tsx types.ts use-userinfo.ts'
    ),
    'dolphinscheduler-ui/src/views/projects/overview': (
        'types.ts use-workflow-definition.ts use-workflow-state.ts'
    ),
    'dolphinscheduler-ui/src/views/projects/task/components/node/fields': (
        'use-data-factory.ts use-delay-time.ts use-dinky.ts use-driver-cores.ts use-dynamic.ts '
        'use-environment-name.ts use-failed.ts use-flink.ts use-linkis.ts use-mlflow-models.ts use-mr.ts '
        'use-name.ts use-openmldb.ts use-queue.ts use-rules.ts use-run-flag.ts use-sagemaker.ts use-sqoop.ts '
        'use-task-priority.ts'
    ),
    'dolphinscheduler-ui/src/views/projects/task/components/node/tasks': (
        'use-conditions.ts use-datax.ts use-dinky.ts use-dynamic.ts use-flink-stream.ts use-hive-cli.ts '
        'use-http.ts use-jupyter.ts use-linkis.ts use-pytorch.ts use-remote-shell.ts use-sea-tunnel.ts '
        'use-sub-workflow.ts use-zeppelin.ts'
    ),
    'dolphinscheduler-ui/src/views/projects/workflow/components/dag': (
        'dag-auto-layout-modal.tsx dag-canvas.tsx dag-config.ts dag.module.scss index.tsx '
        'startup.module.scss use-business-mapper.ts use-cell-active.ts use-cell-update.ts '
        'use-dag-drag-drop.ts use-node-search.ts use-node-status.ts use-task-edit.ts'
    ),
    'dolphinscheduler-ui/src/views/projects/workflow/definition/components': (
        'copy-modal.tsx start-modal.tsx version-modal.tsx'
    ),
    'dolphinscheduler-ui/src/views/security/alarm-instance-manage': (
        'detail.tsx use-detail.ts use-table.ts'
    ),
    'dolphinscheduler-ui/src/views/security/user-manage/components': (
        'use-authorize.ts use-user-detail.ts user-detail-modal.tsx'
    ),
}
